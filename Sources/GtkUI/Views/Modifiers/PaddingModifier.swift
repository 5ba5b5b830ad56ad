import Gtk

/// The node of `.padding`: a box with margins around the content.
@MainActor
final class PaddingNode: ViewNode {
    let children = BoxChildren(Box(.vertical))
    var content: ViewNode?

    func render<V: View>(_ view: V, context: RenderContext) {
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
    }

    func sync() {
        let widgets = content?.widgets ?? []
        children.sync(widgets)
        // The box, not the content, is what the parent places.
        setWidgets(widgets.isEmpty ? [] : [children.box])
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

/// Adds space around its content.
struct PaddingModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let edges: Edge.Set
    let length: Int

    func makeNode() -> PaddingNode { PaddingNode(viewType: Self.self) }
    func updateNode(_ node: PaddingNode, context: RenderContext) {
        let inset = { (edge: Edge.Set) in edges.contains(edge) ? length : 0 }
        node.children.box.setMargins(top: inset(.top), bottom: inset(.bottom), start: inset(.leading), end: inset(.trailing))
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Adds space around this view: GNOME's 12 pixels by default.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        PaddingModifier(content: self, edges: edges, length: Int((length ?? 12).rounded()))
    }
    /// Adds `length` pixels of space on every side.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
}
