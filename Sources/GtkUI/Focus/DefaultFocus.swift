import Gtk

/// How strongly `defaultFocus` applies (SwiftUI's `DefaultFocusEvaluationPriority`).
public struct DefaultFocusEvaluationPriority: Sendable {
    let isUserInitiated: Bool
    /// When the window appears.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Also when focus is reset by the user.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

/// Sets a focus state to `value` when the view first appears, if nothing
/// has focus in it yet.
struct DefaultFocusModifier<Content: View, Value: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let binding: FocusState<Value>.Binding
    let value: Value

    func makeNode() -> DefaultFocusNode { DefaultFocusNode(viewType: Self.self) }
    func updateNode(_ node: DefaultFocusNode, context: RenderContext) {
        if !node.applied {
            node.applied = true
            if binding.wrappedValue == binding.resetValue { binding.wrappedValue = value }
        }
        node.render(content, context: context)
    }
}

/// Remembers that the default focus was applied to this view identity.
@MainActor
final class DefaultFocusNode: PassthroughNode {
    var applied = false
}

extension View {
    /// Focuses the view bound with `focused(_:equals: value)` when this view appears.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V,
        priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        DefaultFocusModifier(content: self, binding: binding, value: value)
    }

    /// Lets the view take keyboard focus (or not).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.widgets { widget.isFocusable = isFocusable }
            }, info: { _ in })
    }
}
