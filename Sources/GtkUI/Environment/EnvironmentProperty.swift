/// Reads a value of the environment a view is rendered in (SwiftUI's `@Environment`).
///
///     struct Badge: View {
///         @Environment(\.colorScheme) var colorScheme
///         @Environment(Library.self) var library     // an @Observable object
///         var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
///     }
///
/// The view's `body` is evaluated again when an inherited value changes
/// (the desktop switches to its dark style, say).
@propertyWrapper
public struct Environment<Value>: DynamicProperty, EnvironmentReading {
    let read: @MainActor (EnvironmentValues) -> Value
    let storage = EnvironmentStorage()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// Reads the `@Observable` object of this type that an ancestor put in
    /// the environment with `.environment(_:)`; stops with an error naming
    /// the type when there is none, as SwiftUI does.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values.observable(ofType: Value.self) else {
                fatalError(
                    "No Observable object of type \(Value.self) found. "
                        + "A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of this type, or nil when no ancestor provides one.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
        read = { $0.observable(ofType: T.self) }
    }

    /// The current value.
    @MainActor public var wrappedValue: Value { read(storage.values) }

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
