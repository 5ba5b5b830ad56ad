import Gtk

/// Whether a scene's windows come back as they were (SwiftUI's `SceneRestorationBehavior`).
///
/// GtkUI remembers each window's size and maximized state (`windows.json`);
/// `.disabled` opens the scene's windows at their default size every time.
public struct SceneRestorationBehavior: Equatable, Sendable {
    let restores: Bool
    /// The platform's choice: restored.
    public static let automatic = SceneRestorationBehavior(restores: true)
    /// Restored.
    public static let enabled = SceneRestorationBehavior(restores: true)
    /// Not restored: the default size each time.
    public static let disabled = SceneRestorationBehavior(restores: false)
}

extension Scene {
    /// Sets whether this scene's windows reopen at the size they had.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        ModifiedScene(content: self) { $0.restoresState = behavior.restores }
    }

    /// Opens this scene's window (a new one of a window group; a `Window`
    /// or `Settings` brought to the front) with `key` and `modifiers`, from
    /// any window of the app.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Opens this scene's window with `shortcut` (nil: none).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene {
        ModifiedScene(content: self) { $0.openShortcut = shortcut }
    }
}
