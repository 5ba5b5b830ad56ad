import Observation

/// The key under which an `@Observable` object of `ObjectType` is kept.
enum ObservableSlot<ObjectType> {}

extension EnvironmentValues {
    /// The `@Observable` object `.environment(_:)` put here for `ObjectType`.
    func observable<ObjectType: AnyObject & Observable>(ofType type: ObjectType.Type) -> ObjectType? {
        storage[ObjectIdentifier(ObservableSlot<ObjectType>.self)] as? ObjectType
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view's
    /// content, for `@Environment(T.self)`; nil removes it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self) { $0.storage[ObjectIdentifier(ObservableSlot<T>.self)] = object }
    }

    /// Changes an environment value for this view's content with `transform`.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}
