/// A key for a custom environment value (SwiftUI's `EnvironmentKey`).
///
///     private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
///     extension EnvironmentValues {
///         var accent: String {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Checked before casting: a missing entry cast to an optional
            // `Value` would read as a stored nil, not as the default.
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
