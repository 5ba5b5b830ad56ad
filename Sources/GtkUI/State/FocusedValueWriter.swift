import Gtk

/// Publishes a focused value while its view is shown: the window's toolbar
/// content and menu commands that read it follow a new value, and the value
/// goes away with the view (unless another view published the key since).
struct FocusedValueWriter<Content: View, Value>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?

    func makeNode() -> FocusedValueWriterNode { FocusedValueWriterNode(viewType: Self.self) }
    func updateNode(_ node: FocusedValueWriterNode, context: RenderContext) {
        if let host = context.host { node.publish(value, at: keyPath, in: host) }
        node.render(content, context: context)
    }
}

/// The node of `FocusedValueWriter`: withdraws its value when it goes away.
@MainActor
final class FocusedValueWriterNode: PassthroughNode {
    private weak var host: WindowHost?
    private var key: AnyKeyPath?
    private var withdraw: ((inout FocusedValues) -> Void)?
    /// The value published last, when it can be compared (Hashable).
    private var published: AnyHashable?

    func publish<Value>(_ value: Value?, at keyPath: WritableKeyPath<FocusedValues, Value?>, in host: WindowHost) {
        let comparable = value.flatMap { $0 as? AnyHashable }
        // Published before (`key` is set from then on), at the same key, in the same window.
        let unchanged =
            key == keyPath && self.host === host
            && ((value == nil && published == nil) || (comparable != nil && comparable == published))
        self.host = host
        key = keyPath
        withdraw = { $0[keyPath: keyPath] = nil }
        published = comparable
        host.focusedValues[keyPath: keyPath] = value
        host.focusedValuesTracker.setOwner(ObjectIdentifier(self), of: keyPath)
        if !unchanged { host.focusedValuesTracker.valuesChanged() }
    }

    isolated deinit {
        guard let host, let key, let withdraw,
            host.focusedValuesTracker.releaseOwnership(ObjectIdentifier(self), of: key)
        else { return }
        withdraw(&host.focusedValues)
        host.focusedValuesTracker.valuesChanged()
    }
}

extension View {
    /// Publishes `value` to menu commands while this view's window is active.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        FocusedValueWriter(content: self, keyPath: keyPath, value: value)
    }
    /// Publishes `value` to menu commands (GtkUI treats it as scene-wide).
    public func focusedValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        FocusedValueWriter(content: self, keyPath: keyPath, value: value)
    }
}
