import Gtk

/// Publishes a focused value for the window's lifetime in this render.
struct FocusedValueWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let write: (inout FocusedValues) -> Void

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        if let host = context.host { write(&host.focusedValues) }
        node.render(content, context: context)
    }
}

extension View {
    /// Publishes `value` to menu commands while this view's window is active.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        FocusedValueWriter(content: self) { $0[keyPath: keyPath] = value }
    }
    /// Publishes `value` to menu commands (GtkUI treats it as scene-wide).
    public func focusedValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        FocusedValueWriter(content: self) { $0[keyPath: keyPath] = value }
    }
}
