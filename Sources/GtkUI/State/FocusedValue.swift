import Gtk

/// Reads a value published by the focused window (SwiftUI's `@FocusedValue`).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }
    /// The value, or nil when the focused window does not publish it.
    @MainActor public var wrappedValue: Value? { FocusedValues.read[keyPath: keyPath] }
}
