import Combine
import Foundation

/// A value kept in the user's preferences, shared by every view and window
/// that reads the same key (SwiftUI's `@AppStorage`).
///
///     @AppStorage("showsPreview") private var showsPreview = true
///
/// Writing it updates every view reading the key, in every window, and
/// saves it at once (see `PreferencesStore` for where).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, DynamicPropertyLink, EnvironmentReading {
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let codec: StorageCodec<Value>
    let location = StorageLocation()

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        explicitStore = store
        self.codec = codec
    }

    @MainActor private var store: PreferencesStore {
        PreferencesStore.forDefaults(explicitStore ?? location.environment.defaultAppStorage)
    }

    /// The stored value, or the default when none is stored.
    public var wrappedValue: Value {
        get { store.value(forKey: key).flatMap(codec.decode) ?? defaultValue }
        nonmutating set { store.set(codec.encode(newValue), forKey: key) }
    }

    /// A binding to the stored value (`$showsPreview`).
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    func bind(to values: EnvironmentValues) { location.environment = values }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        let watch = previous as? StorageWatch ?? StorageWatch()
        watch.onChange = onChange
        watch.watch(key: key, in: store.changes)
        return watch
    }
}

extension AppStorage {
    /// A Bool preference.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
    }
    /// An Int preference.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
    }
    /// A Double preference.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
    }
    /// A String preference.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
    }
    /// A URL preference.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }
    /// A Data preference.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
    }
    /// An enumeration preference stored by its Int raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(.int))
    }
    /// An enumeration preference stored by its String raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(.string))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Bool preference; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.bool))
    }
    /// An optional Int preference; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.int))
    }
    /// An optional Double preference; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.double))
    }
    /// An optional String preference; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.string))
    }
    /// An optional URL preference; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
    }
    /// An optional Data preference; nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.data))
    }
    /// An optional enumeration preference stored by its Int raw value; nil removes it.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.int)))
    }
    /// An optional enumeration preference stored by its String raw value; nil removes it.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.string)))
    }
}

/// Where an `@AppStorage` or `@SceneStorage` property finds its render's environment.
@MainActor
final class StorageLocation {
    var environment = EnvironmentValues()
    nonisolated init() {}
}

/// Re-renders a view when a key it reads changes in its store.
@MainActor
final class StorageWatch: AnyStateBox {
    var onChange: (() -> Void)?
    private var watched: (key: String, publisher: ObjectIdentifier)?
    private var subscription: AnyCancellable?

    func watch(key: String, in changes: PassthroughSubject<String, Never>) {
        let id = ObjectIdentifier(changes)
        guard watched?.key != key || watched?.publisher != id else { return }
        watched = (key, id)
        subscription = changes.filter { $0 == key }.sink { [weak self] _ in
            MainActor.assumeIsolated { self?.onChange?() }
        }
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` uses when it names none (`.defaultAppStorage`).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the one `@AppStorage` properties inside this view use when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
