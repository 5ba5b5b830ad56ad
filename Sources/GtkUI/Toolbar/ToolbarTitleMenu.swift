import Gtk
import ToolbarKit

/// A menu on the window title (SwiftUI's `ToolbarTitleMenu`).
///
/// The title (and the subtitle under it) becomes a flat menu button with
/// GNOME's arrow, whose popover holds `content` (as the title menus of
/// GNOME Text Editor and Files do). The button follows the title and
/// subtitle as they change.
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent, PrimitiveToolbarContent {
    /// `Never`: primitive toolbar content; the toolbar reads its items itself.
    public typealias Body = Never
    let content: Content

    /// A title menu holding `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func collect(into declarations: inout [ToolbarDeclaration]) {
        let content = self.content
        let item = ToolbarItemDeclaration(
            id: "gtkui.titleMenu", placement: .title,
            render: { existing, parent, context in
                var inner = context
                // The title, not a toolbar face: a flat button showing the title column.
                inner.environment.toolbarItem = nil
                inner.environment.controls.menu = .borderlessButton
                // A `RenameButton` in the menu renames a bound `navigationTitle`, as in SwiftUI.
                if inner.environment.rename == nil, let host = context.host, host.headerBarItems.canRenameTitle {
                    inner.environment.rename = { [weak host] in host?.headerBarItems.startRenamingTitle() }
                }
                let node = reconcile(
                    existing,
                    with: Menu {
                        content
                    } label: {
                        WindowTitleView()
                    }, parent: parent, context: inner)
                if let menu = node as? MenuNode, let title = context.host?.window.title { menu.nameForAccessibility(title) }
                return node
            },
            describe: { ControlDescription(title: localized("Title Menu")) })
        declarations.append(ToolbarDeclaration(kind: .item(item)))
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The system's title menu; GtkUI has none to offer, so it holds nothing.
    public init() { content = EmptyView() }
}

extension View {
    /// Puts a menu on the window title holding `content`.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar { ToolbarTitleMenu(content: content) }
    }
}

/// The window's title and subtitle as one view (a title menu's label),
/// following `.navigationTitle` and `.navigationSubtitle` as they change.
struct WindowTitleView: View, PrimitiveView {
    typealias Body = Never
    /// The title shows here instead of in the header bar's centre (`DefaultToolbarItem(kind: .title)`).
    var replacesTitle = false

    func makeNode() -> WindowTitleNode { WindowTitleNode(viewType: Self.self, widget: Box(.vertical, spacing: 0)) }
    func updateNode(_ node: WindowTitleNode, context: RenderContext) {
        node.follow(context.host)
        if replacesTitle { context.host?.headerBarItems.request(HeaderBarSettings(showsTitle: false), by: ObjectIdentifier(node)) }
    }
}

/// The node of `WindowTitleView`: a title column the window's header-bar
/// items keep up to date.
@MainActor
final class WindowTitleNode: WidgetNode<Box> {
    private lazy var column = TitleColumn(box: widget)
    private weak var host: WindowHost?

    func follow(_ host: WindowHost?) {
        if self.host !== host {
            self.host?.headerBarItems.titleFollowers[ObjectIdentifier(self)] = nil
            self.host = host
            host?.headerBarItems.titleFollowers[ObjectIdentifier(self)] = { [weak self] in self?.refresh() }
        }
        refresh()
    }

    private func refresh() {
        guard let host else { return }
        column.update(title: host.window.title, subtitle: host.headerBarItems.shownSubtitle ?? "")
    }

    isolated deinit {
        host?.headerBarItems.titleFollowers[ObjectIdentifier(self)] = nil
        host?.headerBarItems.request(nil, by: ObjectIdentifier(self))
    }
}
