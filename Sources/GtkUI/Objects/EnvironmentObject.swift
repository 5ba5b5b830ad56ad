import Combine

/// An `ObservableObject` an ancestor put in the environment with
/// `.environmentObject(_:)` (SwiftUI's `@EnvironmentObject`).
///
/// Reading it when no ancestor provides one stops the program with an
/// error naming the type, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink, EnvironmentReading {
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

    let storage = EnvironmentStorage()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = storage.values.object(ofType: ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. "
                    + "A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    func bind(to values: EnvironmentValues) { storage.values = values }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        let subscription = previous as? ObjectWillChangeSubscription ?? ObjectWillChangeSubscription()
        subscription.onChange = onChange
        if let object = storage.values.object(ofType: ObjectType.self) {
            subscription.observe(object)
        } else {
            subscription.stop()
        }
        return subscription
    }
}

extension EnvironmentValues {
    /// The object `.environmentObject(_:)` put here for `ObjectType`.
    func object<ObjectType: ObservableObject>(ofType type: ObjectType.Type) -> ObjectType? {
        storage[ObjectIdentifier(EnvironmentObjectSlot<ObjectType>.self)] as? ObjectType
    }
}

/// The key under which an environment object of `ObjectType` is kept.
enum EnvironmentObjectSlot<ObjectType> {}

extension View {
    /// Puts `object` in the environment of this view's content, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(content: self) { $0.storage[ObjectIdentifier(EnvironmentObjectSlot<T>.self)] = object }
    }
}
