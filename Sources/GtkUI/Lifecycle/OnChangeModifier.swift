/// Runs an action when a value the view passes changes between renders.
struct OnChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func makeNode() -> OnChangeNode { OnChangeNode(viewType: Self.self) }
    func updateNode(_ node: OnChangeNode, context: RenderContext) {
        node.render(content, context: context)
        guard let previous = node.lastValue as? Value else {
            node.lastValue = value
            if initial { action(value, value) }
            return
        }
        guard previous != value else { return }
        node.lastValue = value
        action(previous, value)
    }
}

/// Remembers the value an `onChange` saw at the last render of its view identity.
@MainActor
final class OnChangeNode: PassthroughNode {
    var lastValue: Any?
}

extension View {
    /// Runs `action` with the new value when `value` changes (the form before macOS 14).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        OnChangeModifier(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and new values when `value` changes, and
    /// once when the view appears if `initial` is true.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        OnChangeModifier(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes, and once when the view appears if `initial` is true.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping () -> Void
    ) -> some View {
        OnChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
