import Combine
import Foundation

/// A value kept per window and restored when the app relaunches with that
/// window (SwiftUI's `@SceneStorage`): the selection, a scroll position.
///
///     @SceneStorage("selectedNote") private var selectedNote: String?
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, DynamicPropertyLink, EnvironmentReading {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    let location = StorageLocation()
    let host = SceneHostReference()

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    @MainActor private var window: (name: String, persists: Bool) { SceneStorageStore.window(of: host.host) }

    /// The window's value, or the default when it has none.
    public var wrappedValue: Value {
        get { SceneStorageStore.shared.value(forKey: key, window: window).flatMap(codec.decode) ?? defaultValue }
        nonmutating set { SceneStorageStore.shared.set(codec.encode(newValue), forKey: key, window: window) }
    }

    /// A binding to the window's value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    func bind(to values: EnvironmentValues) {
        location.environment = values
        host.host = values.sceneHost
    }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        let watch = previous as? StorageWatch ?? StorageWatch()
        watch.onChange = onChange
        watch.watch(key: window.name + "\u{0}" + key, in: SceneStorageStore.shared.changes)
        return watch
    }
}

/// The window a `@SceneStorage` property's view is rendered in.
@MainActor
final class SceneHostReference {
    weak var host: WindowHost?
    nonisolated init() {}
}

extension SceneStorage {
    /// A Bool kept per window.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }
    /// An Int kept per window.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }
    /// A Double kept per window.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }
    /// A String kept per window.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }
    /// A URL kept per window.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }
    /// Data kept per window.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }
    /// An enumeration kept per window by its Int raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int))
    }
    /// An enumeration kept per window by its String raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Bool kept per window.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil, codec: .optional(.bool)) }
    /// An optional Int kept per window.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil, codec: .optional(.int)) }
    /// An optional Double kept per window.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil, codec: .optional(.double)) }
    /// An optional String kept per window.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil, codec: .optional(.string)) }
    /// An optional URL kept per window.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil, codec: .optional(.url)) }
    /// Optional data kept per window.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil, codec: .optional(.data)) }
    /// An optional enumeration kept per window by its Int raw value; nil
    /// until one is chosen.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)))
    }
    /// An optional enumeration kept per window by its String raw value; nil
    /// until one is chosen (a sidebar's selection, for instance).
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)))
    }
}

private struct SceneHostKey: EnvironmentKey {
    static var defaultValue: WeakWindowHost { WeakWindowHost() }
}

/// The window host, held weakly in the environment.
struct WeakWindowHost {
    weak var host: WindowHost?
}

extension EnvironmentValues {
    /// The window being rendered (set by `HostingView` for `@SceneStorage`).
    var sceneHost: WindowHost? {
        get { self[SceneHostKey.self].host }
        set { self[SceneHostKey.self] = WeakWindowHost(host: newValue) }
    }
}
