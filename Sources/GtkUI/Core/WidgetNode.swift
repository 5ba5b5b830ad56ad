import Gtk

/// The node of a primitive control: exactly one widget, created once and
/// updated in place for as long as the view keeps its identity.
@MainActor
class WidgetNode<W: Widget>: ViewNode {
    /// The control's widget.
    let widget: W
    /// Signal handlers and other per-node state the view stores.
    var storage: [String: Any] = [:]

    init(viewType: Any.Type, widget: W) {
        self.widget = widget
        super.init(viewType: viewType)
        setWidgets([widget])
    }

    /// Applies inherited values every control honours: enabled state, and
    /// inertness in the customization palette.
    func applyCommonEnvironment(_ context: RenderContext) {
        let enabled = context.environment.isEnabled
        if widget.isSensitive != enabled { widget.isSensitive = enabled }
        if context.environment.toolbarItem?.isInert == true {
            widget.canTarget = false
            widget.canFocus = false
        }
    }
}

/// The node of a modifier that sets attributes on every widget of its content.
@MainActor
final class AttributeNode: PassthroughNode {
    var apply: ((Widget) -> Void)?

    override func didRender() {
        guard let apply else { return }
        for widget in widgets { apply(widget) }
    }
}

/// A modifier that sets attributes (size, tooltip, accessible name…) on the
/// widgets of its content, re-applied after every update.
struct WidgetAttributeWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: @MainActor (Widget, RenderContext) -> Void

    func makeNode() -> ViewNode { AttributeNode(viewType: Self.self) }
    func updateNode(_ node: ViewNode, context: RenderContext) {
        let attributeNode = node as! AttributeNode
        let apply = self.apply
        attributeNode.apply = { apply($0, context) }
        attributeNode.render(content, context: context)
    }
}
