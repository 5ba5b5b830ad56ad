import Gtk

/// Views in a row (SwiftUI's `HStack`), drawn as a horizontal GtkBox.
///
/// Children that do not expand vertically are placed per `alignment`.
/// The default spacing is GNOME's 6 pixels.
public struct HStack<Content: View>: View {
    /// `Never`: a primitive view, rendered as a horizontal `GtkBox`.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a row of the views built by `content`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: PrimitiveView, DescribableView {
    func makeNode() -> StackNode { StackNode(viewType: Self.self, axis: .horizontal, spacing: StackNode.defaultSpacing) }
    func updateNode(_ node: StackNode, context: RenderContext) {
        node.crossAlign = alignment.align
        node.render(content, spacing: spacing, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
