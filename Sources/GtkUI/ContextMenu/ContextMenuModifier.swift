import Gtk

/// `.contextMenu(menuItems:)`: a menu on right-click, the Menu key or
/// Shift+F10 over the content (SwiftUI's context menu).
struct ContextMenuModifier<Content: View, MenuItems: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let menuItems: MenuItems

    func makeNode() -> ContextMenuNode { ContextMenuNode(viewType: Self.self) }
    func updateNode(_ node: ContextMenuNode, context: RenderContext) {
        let menuItems = self.menuItems
        let environment = context.environment
        node.makeEntries = { MenuEntryEnvironment.with(environment) { collectMenuEntries(menuItems) } }
        node.render(content, context: context)
    }
}

/// The node of `.contextMenu`: equips the content's widgets with a
/// secondary-click gesture and menu keys that open the menu.
@MainActor
final class ContextMenuNode: PassthroughNode {
    /// The menu's entries, evaluated when it opens (they follow current state).
    var makeEntries: () -> [MenuEntry] = { [] }
    private var equipped: Set<ObjectID> = []
    private let presenter = ContextMenuPresenter()
    /// The menu shown last (kept for tests while it is open).
    var openMenu: ContextMenuMenu? { presenter.openMenu }

    override func didRender() {
        for widget in widgets where equipped.insert(widget.objectID).inserted {
            let click = GestureClick(button: 3)
            click.onPressed { [weak self, weak widget, weak click] _, x, y in
                guard let self, let widget else { return }
                click?.claim()
                self.open(on: widget, at: Rect(x: x, y: y, width: 1, height: 1))
            }
            widget.addController(click)
            let keys = EventControllerKey()
            keys.onKeyPressed { [weak self, weak widget] event in
                guard let self, let widget else { return false }
                let menuKey = event.keyval == Key.menu && event.modifiers.relevant.isEmpty
                let shiftF10 = event.keyval == Key.f10 && event.modifiers.relevant == .shift
                guard menuKey || shiftF10 else { return false }
                self.open(on: widget, at: Rect(x: Double(widget.width) / 2, y: Double(widget.height) / 2, width: 1, height: 1))
                return true
            }
            widget.addController(keys)
        }
    }

    /// Opens the menu pointing at `point` of `widget`.
    func open(on widget: Widget, at point: Rect) {
        presenter.open(makeEntries(), on: widget, at: point, lifetime: lifetime)
    }

    /// Closes the open menu, if any.
    func closeMenu() { presenter.close() }
}

extension View {
    /// Adds a menu of `menuItems` (buttons, toggles, dividers, menus) that
    /// opens on right-click, the Menu key or Shift+F10.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuModifier(content: self, menuItems: menuItems())
    }

    /// Adds a context menu; the preview is an iOS feature and is not shown on GNOME.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuModifier(content: self, menuItems: menuItems())
    }
}

/// Described by its content (the menu is not part of what the view shows).
extension ContextMenuModifier: DescribableView {
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
