import Gtk

/// Reads and writes a binding published by the focused window (SwiftUI's `@FocusedBinding`).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    /// Reads the binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    @MainActor private var binding: Binding<Value>? { FocusedValues.read[keyPath: keyPath] }

    /// The bound value, or nil when no window publishes it.
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    /// A binding to the optional value.
    @MainActor public var projectedValue: Binding<Value?> {
        let binding = self.binding
        return Binding(get: { binding?.wrappedValue }, set: { if let value = $0 { binding?.wrappedValue = value } })
    }
}
