import Gtk
import ToolbarKit

/// The items of every `.toolbar { }` in one window, merged into its header
/// bar: one header bar per window, however many views (sidebar, detail,
/// inspector) declare toolbar content, as in SwiftUI.
///
/// Views keep the order in which they first declared items (source order:
/// a view's content before the view, a sidebar before its detail). In each
/// region GNOME's dialog convention wins over that order: cancellation
/// first at the start, confirmation last at the end.
@MainActor
final class HeaderBarItems {
    /// One header-bar item of a declaring view.
    struct Item {
        let placement: ToolbarItemPlacement
        let widget: Widget
    }
    private struct Declarer {
        let id: ObjectIdentifier
        var items: [Item]
    }
    private unowned let host: WindowHost
    private var declarers: [Declarer] = []
    let start = BoxChildren(Box(.horizontal, spacing: 6))
    let end = BoxChildren(Box(.horizontal, spacing: 6))
    let title = BoxChildren(Box(.horizontal, spacing: 6))
    private var isPacked = false
    /// `.navigationSubtitle`: GNOME's subtitle line under the title.
    var subtitle: String? { didSet { if subtitle != oldValue { updateTitleWidget() } } }
    private(set) lazy var titleColumn = TitleColumn()

    init(host: WindowHost) {
        self.host = host
        start.box.setAccessibleLabel("Toolbar Start")
        end.box.setAccessibleLabel("Toolbar End")
        title.box.valign = .center
    }

    /// Sets the header-bar items of the view `declarer` (none: forgets it).
    func declare(by declarer: AnyObject, items: [Item]) {
        let id = ObjectIdentifier(declarer)
        if let index = declarers.firstIndex(where: { $0.id == id }) {
            if items.isEmpty { declarers.remove(at: index) } else { declarers[index].items = items }
        } else if !items.isEmpty {
            declarers.append(Declarer(id: id, items: items))
        } else {
            return
        }
        place()
    }

    /// Forgets the items of a view that went away.
    func withdraw(_ declarer: ObjectIdentifier) {
        guard let index = declarers.firstIndex(where: { $0.id == declarer }) else { return }
        declarers.remove(at: index)
        place()
    }

    /// Items in merged order, in `region`.
    func items(in region: ToolbarItemPlacement.Region) -> [Item] {
        declarers.flatMap(\.items).filter { $0.placement.region == region }
    }

    private func place() {
        if !isPacked {
            isPacked = true
            host.headerBar.packStart(start.box)
            host.headerBar.packEnd(end.box)
        }
        let startItems = items(in: .headerStart).stablySorted(firstWhere: { $0.placement.role == .cancellationAction })
        let endItems = items(in: .headerEnd).stablySorted(firstWhere: { $0.placement.role != .confirmationAction })
        start.sync(startItems.map(\.widget))
        end.sync(endItems.map(\.widget))
        start.box.isVisible = !startItems.isEmpty
        end.box.isVisible = !endItems.isEmpty
        title.sync(items(in: .headerTitle).map(\.widget))
        updateTitleWidget()
    }

    /// Shows the `.principal` items in the title's place, else the title
    /// with its subtitle line, else GTK's own title. A customizable toolbar
    /// draws its own title (and places `.principal` items itself).
    func updateTitleWidget() {
        guard host.toolbar == nil else { return }
        if hasPrincipal {
            host.headerBar.setTitleWidget(title.box)
        } else if let subtitle {
            titleColumn.update(title: host.window.title, subtitle: subtitle)
            host.headerBar.setTitleWidget(titleColumn.box)
        } else {
            host.headerBar.setTitleWidget(nil)
        }
    }

    /// The window title changed (`.navigationTitle`).
    func titleChanged() {
        if subtitle != nil && !hasPrincipal { titleColumn.update(title: host.window.title, subtitle: subtitle ?? "") }
    }

    /// Whether a view declared a `.principal` item (it replaces the title).
    var hasPrincipal: Bool { !title.placed.isEmpty }
}

extension Array {
    /// The elements for which `first` holds, then the others, each in their order.
    func stablySorted(firstWhere first: (Element) -> Bool) -> [Element] {
        filter(first) + filter { !first($0) }
    }
}
