import Gtk

/// `.interactiveDismissDisabled`: tells the sheet the content is in
/// whether Escape and the close button may dismiss it.
struct InteractiveDismissModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isDisabled: Bool

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        context.environment.presentation.sheet?.isInteractiveDismissDisabled = isDisabled
        node.render(content, context: context)
    }
}

extension View {
    /// Keeps the sheet this view is in from being dismissed with Escape or
    /// the close button (`\.dismiss` and the program still dismiss it).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        InteractiveDismissModifier(content: self, isDisabled: isDisabled)
    }
}
