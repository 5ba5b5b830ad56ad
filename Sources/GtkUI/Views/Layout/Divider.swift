import Gtk

/// A thin line between views, across the enclosing stack's axis
/// (SwiftUI's `Divider`).
public struct Divider: View {
    /// `Never`: a primitive view, rendered as a `GtkSeparator` across the enclosing stack's axis.
    public typealias Body = Never
    /// Creates a divider.
    public init() {}
}

extension Divider: PrimitiveView {
    func makeNode() -> SwappableNode { SwappableNode(viewType: Divider.self) }
    func updateNode(_ node: SwappableNode, context: RenderContext) {
        // A row is divided by a vertical line, a column by a horizontal one.
        let orientation: Orientation = enclosingAxis(of: node, context) == .horizontal ? .vertical : .horizontal
        _ = node.widget(variant: orientation) { Separator(orientation) }
    }
}
