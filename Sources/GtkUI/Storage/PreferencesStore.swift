import Combine
import Foundation

/// Where `@AppStorage` values live for one `UserDefaults`, and how every
/// view reading a key learns that it changed (all windows, at once).
///
/// `UserDefaults.standard` is kept in `$XDG_CONFIG_HOME/<app id>/preferences.plist`
/// (Foundation on Linux would write `~/.config/<program>.plist`, outside
/// the app's folder, non-atomically); its values are also registered with
/// `UserDefaults.standard`, so code reading `UserDefaults.standard` sees
/// them. Any other `UserDefaults` (a suite) is read and written directly.
@MainActor
final class PreferencesStore {
    private let defaults: UserDefaults
    private let file: PropertyListFile?
    /// Sends the key of every change.
    let changes = PassthroughSubject<String, Never>()

    private static var stores: [ObjectIdentifier: PreferencesStore] = [:]
    /// Overrides the standard store's file (tests).
    static var standardFileURL: URL?

    private init(defaults: UserDefaults, file: PropertyListFile?) {
        self.defaults = defaults
        self.file = file
        if let file { defaults.register(defaults: file.values) }
    }

    /// The store of `defaults` (`UserDefaults.standard` when nil).
    static func forDefaults(_ defaults: UserDefaults?) -> PreferencesStore {
        let defaults = defaults ?? .standard
        let id = ObjectIdentifier(defaults)
        if let store = stores[id] { return store }
        let file =
            defaults === UserDefaults.standard
            ? PropertyListFile(
                fileURL: standardFileURL
                    ?? PropertyListFile.appFolder()
                    .appendingPathComponent("preferences.plist", isDirectory: false), describedAs: "preferences file")
            : nil
        let store = PreferencesStore(defaults: defaults, file: file)
        stores[id] = store
        return store
    }

    /// Forgets the stores (tests that point the standard store at another file).
    static func reset() { stores = [:] }

    /// The stored value for `key`, if any.
    func value(forKey key: String) -> Any? {
        if let file { return file.values[key] }
        return defaults.object(forKey: key)
    }

    /// Stores (or removes, with nil) the value for `key` and tells every reader.
    func set(_ value: Any?, forKey key: String) {
        if let file {
            file.set(value, forKey: key)
            if let value { defaults.register(defaults: [key: value]) }
        } else if let value {
            defaults.set(value, forKey: key)
        } else {
            defaults.removeObject(forKey: key)
        }
        changes.send(key)
    }
}
