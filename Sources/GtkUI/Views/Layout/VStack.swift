import Gtk

/// Views in a column (SwiftUI's `VStack`), drawn as a vertical GtkBox.
///
/// Children that do not expand horizontally are placed per `alignment`.
/// The default spacing is GNOME's 6 pixels.
public struct VStack<Content: View>: View {
    /// `Never`: a primitive view, rendered as a vertical `GtkBox`.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a column of the views built by `content`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: PrimitiveView, DescribableView {
    func makeNode() -> StackNode { StackNode(viewType: Self.self, axis: .vertical, spacing: StackNode.defaultSpacing) }
    func updateNode(_ node: StackNode, context: RenderContext) {
        node.crossAlign = alignment.align
        node.render(content, spacing: spacing, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
