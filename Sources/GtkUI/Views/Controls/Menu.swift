import Gtk

/// A button that opens a list of actions (SwiftUI's `Menu`): a
/// GtkMenuButton whose popover shows the content as flat buttons; choosing
/// one runs its action and closes the popover.
///
/// ```swift
/// Menu("Insert") {
///     Button("Link") { insertLink() }
///     Button("Image") { insertImage() }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// Creates a menu with any label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension Menu where Label == Text {
    /// Creates a menu with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// The node of a `Menu`: the menu button, its popover and the rendered items.
@MainActor
final class MenuNode: WidgetNode<MenuButton> {
    let popover = Popover()
    let items = MenuContentNode(viewType: MenuContentNode.self)
    let labelHost = ButtonLabelHost()

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: MenuButton())
        popover.hasArrow = true
        popover.setChild(items.children.box)
        widget.setPopover(popover)
        adopt(items)
        items.dismiss = { [weak widget] in widget?.popdown() }
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        labelHost.placeContent { [widget] in widget.setChild($0) }
    }
}

extension Menu: PrimitiveView, DescribableView {
    func makeNode() -> MenuNode { MenuNode(viewType: Self.self) }

    func updateNode(_ node: MenuNode, context: RenderContext) {
        let button = node.widget
        if let toolbar = context.environment.toolbarItem {
            node.labelHost.showFace(label, showsIcon: toolbar.showsIcon, showsText: toolbar.showsText) { button.setChild($0) }
            if let name = GtkUI.describe(label).bestLabel { button.setAccessibleLabel(name) }
        } else {
            node.labelHost.showContent(label, owner: node, context: context) { button.setChild($0) }
        }
        let style = context.environment.controls.menu
        let flat = style == .borderlessButton || (style == .automatic && context.environment.toolbarItem != nil)
        if button.hasFrame == flat { button.hasFrame = !flat }
        button.setProperty("always-show-arrow", !flat || style == .borderlessButton)
        // Items are ordinary controls, not toolbar items, even when the menu is one.
        var itemContext = context
        itemContext.environment.toolbarItem = nil
        node.items.render(content, context: itemContext)
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
