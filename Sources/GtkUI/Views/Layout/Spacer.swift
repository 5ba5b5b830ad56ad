import Gtk

/// Flexible empty space that pushes its neighbours apart along the
/// enclosing stack's axis (SwiftUI's `Spacer`).
public struct Spacer: View {
    /// `Never`: a primitive view, rendered as an empty `GtkBox` that expands along the enclosing stack's axis.
    public typealias Body = Never
    let minLength: CGFloat?

    /// Creates a spacer at least `minLength` long (default 0).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    func makeNode() -> WidgetNode<Box> { WidgetNode(viewType: Spacer.self, widget: Box(.horizontal)) }
    func updateNode(_ node: WidgetNode<Box>, context: RenderContext) {
        let box = node.widget
        let axis = enclosingAxis(of: node, context)
        let length = Int((minLength ?? 0).rounded())
        if box.hexpand != (axis == .horizontal) { box.hexpand = axis == .horizontal }
        if box.vexpand != (axis == .vertical) { box.vexpand = axis == .vertical }
        let request = axis == .horizontal ? (length, -1) : (-1, length)
        if box.sizeRequest != request { box.setSizeRequest(width: request.0, height: request.1) }
    }
}
