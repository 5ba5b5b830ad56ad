import Combine
import Foundation

/// Where `@SceneStorage` values live: one dictionary per window, named by
/// its scene and its slot (the window's place among the scene's open
/// windows, as in `windows.json`), kept in
/// `$XDG_CONFIG_HOME/<app id>/scenes.plist` so a window reopened in the
/// same slot after a relaunch finds its values again.
///
/// Views rendered outside an app window (tests, previews) get an in-memory
/// dictionary per window host.
@MainActor
final class SceneStorageStore {
    /// Sends "<window>\u{0}<key>" for every change.
    let changes = PassthroughSubject<String, Never>()
    private var file: PropertyListFile?
    private var memory: [String: [String: Any]] = [:]

    static let shared = SceneStorageStore()
    /// Overrides the file (tests).
    static var fileURL: URL?

    private var persistent: PropertyListFile {
        if let file { return file }
        let made = PropertyListFile(
            fileURL: Self.fileURL
                ?? PropertyListFile.appFolder()
                .appendingPathComponent("scenes.plist", isDirectory: false), describedAs: "scene storage file")
        file = made
        return made
    }

    /// Forgets what was loaded (tests that point the store at another file).
    func reset() {
        file = nil
        memory = [:]
    }

    /// The persistent names of the app's open windows, by host.
    private var names: [ObjectIdentifier: String] = [:]

    /// Names the window of `host` after its scene and slot, before its
    /// content first renders; forgotten when the window closes.
    func register(_ host: WindowHost, scene: String, slot: Int) {
        let id = ObjectIdentifier(host)
        names[id] = "\(scene)/\(slot)"
        host.window.onDestroyed { [weak self] in self?.names[id] = nil }
    }

    /// The name of the window `host` shows, and whether it persists.
    static func window(of host: WindowHost?) -> (name: String, persists: Bool) {
        if let host, let name = shared.names[ObjectIdentifier(host)] { return (name, true) }
        return (host.map { "memory-\(ObjectIdentifier($0).hashValue)" } ?? "memory", false)
    }

    func value(forKey key: String, window: (name: String, persists: Bool)) -> Any? {
        if window.persists { return (persistent.values[window.name] as? [String: Any])?[key] }
        return memory[window.name]?[key]
    }

    func set(_ value: Any?, forKey key: String, window: (name: String, persists: Bool)) {
        if window.persists {
            var values = persistent.values[window.name] as? [String: Any] ?? [:]
            values[key] = value
            persistent.set(values, forKey: window.name)
        } else {
            memory[window.name, default: [:]][key] = value
        }
        changes.send(window.name + "\u{0}" + key)
    }
}
