/// Reads a value of the environment a view is rendered in (SwiftUI's `@Environment`).
///
///     struct Badge: View {
///         @Environment(\.colorScheme) var colorScheme
///         var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
///     }
///
/// The view's `body` is evaluated again when an inherited value changes
/// (the desktop switches to its dark style, say).
@propertyWrapper
public struct Environment<Value>: DynamicProperty, EnvironmentReading {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let storage = EnvironmentStorage()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The current value.
    @MainActor public var wrappedValue: Value { storage.values[keyPath: keyPath] }

    func bind(to values: EnvironmentValues) { storage.values = values }
}

/// Where an `@Environment` property finds the values of its view's render.
@MainActor
final class EnvironmentStorage {
    var values = EnvironmentValues()
    nonisolated init() {}
}

/// Properties the renderer hands the environment before reading `body`.
@MainActor
protocol EnvironmentReading {
    func bind(to values: EnvironmentValues)
}
