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
        /// The stack page the view is on: its items hide while a page covers it.
        weak var page: NavigationLevelNode?
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
    /// The title of `navigationTitle(_: Binding<String>)`, and the view that set it.
    private var renamable: (declarer: ObjectIdentifier, title: Binding<String>)?
    private(set) lazy var renamableTitle: RenamableTitle = {
        let title = RenamableTitle()
        title.onEditingEnded = { [weak self, weak title] in
            guard let self, let title, self.host.window.focusWidget?.isInside(title.box) == true else { return }
            if let target = self.host.editingTarget, !target.isInside(title.box) {
                target.grabFocus()
            } else {
                self.host.window.unsetFocus()
            }
        }
        // GTK 4.8's editable label runs its focus-out handler after it is
        // disposed when its window closes with the focus in it: take the
        // focus away first.
        host.window.onDestroyed { [weak self, weak title] in
            guard let self, let title, self.host.window.focusWidget?.isInside(title.box) == true else { return }
            self.host.window.unsetFocus()
        }
        return title
    }()

    /// Makes the title renamable through `title` (nil: plain again).
    func setRenamableTitle(_ title: Binding<String>?, by declarer: ObjectIdentifier) {
        if let title {
            renamable = (declarer, title)
        } else if renamable?.declarer == declarer {
            renamable = nil
        } else {
            return
        }
        updateTitleWidget()
    }

    /// Takes the title's place when the scene hides the title.
    private lazy var emptyTitle = LabelWidget()

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
            declarers.append(Declarer(id: id, items: items, page: (declarer as? ViewNode)?.enclosingNavigationLevel))
        } else {
            return
        }
        place()
    }

    private var settingsByDeclarer: [(id: ObjectIdentifier, settings: HeaderBarSettings)] = []
    /// The merged requests of the window's views.
    private(set) var settings = HeaderBarSettings()

    /// Records (nil: withdraws) the header-bar settings a view asks for.
    func request(_ settings: HeaderBarSettings?, by declarer: ObjectIdentifier) {
        if let index = settingsByDeclarer.firstIndex(where: { $0.id == declarer }) {
            if let settings { settingsByDeclarer[index].settings = settings } else { settingsByDeclarer.remove(at: index) }
        } else if let settings {
            settingsByDeclarer.append((declarer, settings))
        }
        let merged = settingsByDeclarer.reduce(windowSettings) { $0.overridden(by: $1.settings) }
        guard merged != self.settings else { return }
        self.settings = merged
        place()
    }

    /// What the scene asks for (`windowStyle`, `windowToolbarStyle`), under the views' requests.
    var windowSettings = HeaderBarSettings() {
        didSet { request(nil, by: ObjectIdentifier(self)) }
    }

    private var searchFields: [(id: ObjectIdentifier, widget: Widget)] = []

    /// Shows (nil: removes) the `.searchable` field of a view, at the end
    /// of the header bar before the items.
    func declareSearchField(_ field: Widget?, by declarer: ObjectIdentifier) {
        let index = searchFields.firstIndex { $0.id == declarer }
        switch (index, field) {
        case (let index?, let field?):
            if searchFields[index].widget.isSameObject(as: field) { return }
            searchFields[index].widget = field
        case (let index?, nil): searchFields.remove(at: index)
        case (nil, let field?): searchFields.append((declarer, field))
        case (nil, nil): return
        }
        place()
    }

    /// Forgets the items of a view that went away.
    func withdraw(_ declarer: ObjectIdentifier) {
        guard let index = declarers.firstIndex(where: { $0.id == declarer }) else { return }
        declarers.remove(at: index)
        place()
    }

    /// Items in merged order, in `region` (those of stack pages under the top page left out).
    func items(in region: ToolbarItemPlacement.Region) -> [Item] {
        declarers.filter { $0.page?.isCovered != true }.flatMap(\.items).filter { $0.placement.region == region }
    }

    private struct BackButton {
        let stack: ObjectIdentifier
        let widget: Widget
        weak var page: NavigationLevelNode?
    }
    /// The Back buttons of the window's navigation stacks.
    private var backButtons: [BackButton] = []

    /// Shows (nil: removes) the Back button of the navigation stack `stack`
    /// first at the start of the header bar, as GNOME places it; `page` is
    /// the stack page the stack itself is on, if any.
    func declareBackButton(_ button: Widget?, by stack: ObjectIdentifier, on page: NavigationLevelNode?) {
        let had = backButtons.contains { $0.stack == stack }
        backButtons.removeAll { $0.stack == stack }
        if let button { backButtons.append(BackButton(stack: stack, widget: button, page: page)) }
        if had || button != nil { place() }
    }

    /// A navigation stack pushed or popped a page: shows the items of the top pages only.
    func navigationChanged() { place() }

    private func place() {
        if !isPacked {
            isPacked = true
            host.headerBar.packStart(start.box)
            host.headerBar.packEnd(end.box)
        }
        let startItems = items(in: .headerStart).stablySorted(firstWhere: { $0.placement.role == .cancellationAction })
        let endItems = items(in: .headerEnd).stablySorted(firstWhere: { $0.placement.role != .confirmationAction })
        let itemsShown = settings.itemsVisibility != .hidden
        let back = backButtons.filter { $0.page?.isCovered != true }.map(\.widget)
        let startWidgets = back + (itemsShown ? startItems.map(\.widget) : [])
        start.sync(startWidgets)
        end.sync(searchFields.map(\.widget) + endItems.map(\.widget))
        start.box.isVisible = !startWidgets.isEmpty
        end.box.isVisible = itemsShown && !(endItems.isEmpty && searchFields.isEmpty)
        title.box.isVisible = itemsShown
        title.sync(items(in: .headerTitle).map(\.widget))
        host.headerBar.setCSSClass("flat", settings.backgroundVisibility == .hidden)
        updateTitleWidget()
    }

    /// Shows the `.principal` items in the title's place, else the title
    /// with its subtitle line, else GTK's own title.
    ///
    /// A customizable toolbar draws its own title (and places `.principal`
    /// items itself).
    func updateTitleWidget() {
        guard host.toolbar == nil else { return }
        if settings.showsTitle == false && !hasPrincipal {
            emptyTitle.text = ""
            host.headerBar.setTitleWidget(emptyTitle)
        } else if hasPrincipal {
            host.headerBar.setTitleWidget(title.box)
        } else if let renamable {
            renamableTitle.update(title: renamable.title, subtitle: subtitle)
            host.headerBar.setTitleWidget(renamableTitle.box)
        } else if let subtitle {
            titleColumn.update(title: host.window.title, subtitle: subtitle)
            host.headerBar.setTitleWidget(titleColumn.box)
        } else {
            host.headerBar.setTitleWidget(nil)
        }
    }

    /// The window title changed (`.navigationTitle`).
    func titleChanged() {
        if let renamable { renamableTitle.update(title: renamable.title, subtitle: subtitle) }
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
