import Gtk

/// Opening and closing the windows of scenes other than the first window
/// group: the settings window, windows opened by id or value.
extension AppRuntime {
    /// Whether the app declares a `Settings` scene.
    var hasSettings: Bool { configurations.contains { $0.role == .settings } }

    /// Whether File ▸ New Window opens a window: the scene that opens at
    /// launch is a window group that keeps the command.
    var offersNewWindow: Bool {
        guard let first = configurations.first(where: { $0.role.opensAtLaunch }), first.role == .windowGroup else { return false }
        return first.offersNewWindowCommand
    }

    /// Opens the settings window, or brings it to the front.
    func showSettings() {
        guard let index = configurations.firstIndex(where: { $0.role == .settings }) else { return }
        openWindow(configurationAt: index, value: nil)
    }

    /// Opens a window of the scene `id` (presenting `value`); false when no scene has that id.
    @discardableResult
    func openWindow(id: String, value: AnyHashable?) -> Bool {
        guard let index = configurations.firstIndex(where: { $0.id == id }) else {
            Diagnostics.warn("openWindow: no scene has the id '\(id)'")
            return false
        }
        openWindow(configurationAt: index, value: value)
        return true
    }

    /// Opens a window of the first scene presenting values of `value`'s type.
    @discardableResult
    func openWindow<D: Hashable>(value: D) -> Bool {
        guard let index = configurations.firstIndex(where: { $0.valueType == D.self }) else {
            Diagnostics.warn("openWindow: no WindowGroup presents \(D.self) values")
            return false
        }
        openWindow(configurationAt: index, value: AnyHashable(value))
        return true
    }

    /// Closes the windows of scene `id` (only the one presenting `value`, when given).
    func dismissWindow(id: String?, value: AnyHashable?) {
        for record in windows {
            let configuration = configurations[record.configurationIndex]
            guard id == nil || configuration.id == id, value == nil || record.value == value else { continue }
            record.host.window.close()
        }
    }
}
