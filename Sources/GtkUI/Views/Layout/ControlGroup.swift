import Gtk

/// Buttons drawn as one joined group (SwiftUI's `ControlGroup`): a row
/// with GTK's "linked" style.
public struct ControlGroup<Content: View>: View {
    /// `Never`: a primitive view, rendered as a horizontal `GtkBox` with the `linked` style class, joining its buttons.
    public typealias Body = Never
    let content: Content

    /// Creates a group of the controls built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension ControlGroup: PrimitiveView, DescribableView {
    func makeNode() -> StackNode {
        let node = StackNode(viewType: Self.self, axis: .horizontal, spacing: 0)
        node.widget.addCSSClass("linked")
        return node
    }
    func updateNode(_ node: StackNode, context: RenderContext) {
        node.render(content, spacing: 0, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
