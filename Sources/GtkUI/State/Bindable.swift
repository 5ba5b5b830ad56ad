import Observation

/// Bindings to the properties of an `@Observable` object (SwiftUI's `@Bindable`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value
    /// Wraps an object.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Wraps an object.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Itself, so `$object.property` gives a binding.
    public var projectedValue: Bindable<Value> { self }
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
