import Combine

/// An `ObservableObject` a view observes but does not own (SwiftUI's `@ObservedObject`).
///
/// The view's `body` is evaluated again whenever the object announces a change.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink {
    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        let subscription = previous as? ObjectWillChangeSubscription ?? ObjectWillChangeSubscription()
        subscription.onChange = onChange
        subscription.observe(wrappedValue)
        return subscription
    }
}
