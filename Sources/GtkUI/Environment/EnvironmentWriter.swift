import Gtk

/// Applies a change to the environment of its content.
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        var inner = context
        transform(&inner.environment)
        node.render(content, context: inner)
    }
}

extension View {
    /// Sets the font of text and editors inside this view.
    public func font(_ font: Font?) -> some View {
        EnvironmentWriter(content: self) { $0.font = font }
    }
    /// Disables the controls inside this view.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self) { if disabled { $0.isEnabled = false } }
    }
    /// Sets an environment value for the views inside this view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }
}
