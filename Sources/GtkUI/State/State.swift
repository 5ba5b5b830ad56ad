import Observation

/// A value a view owns and changes (SwiftUI's `@State`).
///
/// Writing the value re-evaluates the owning view's `body`; the storage lives
/// as long as the view keeps its identity, not as long as a view value.
@propertyWrapper
public struct State<Value>: DynamicProperty, DynamicPropertyLink {
    let location: StateLocation<Value>

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { location = StateLocation(StateBox(value)) }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.write(newValue) }
    }

    /// A binding to the value, for controls that edit it (`$value`).
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(
            get: { location.box.value },
            set: { location.box.write($0) },
            lazySource: LazyStateSource(location: location))
    }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        if let previous = previous as? StateBox<Value> {
            location.box = previous
        }
        location.box.onChange = onChange
        return location.box
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state holding nil.
    public init() { self.init(wrappedValue: nil) }
}
