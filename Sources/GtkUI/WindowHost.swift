import Gtk

/// One window of a scene: its GTK window, header bar, root view node,
/// toolbar and keyboard shortcuts.
@MainActor
public final class WindowHost {
    /// The GTK window.
    public let window: Window
    private let shortcuts = ShortcutController()
    private var shortcutTriggers: [ObjectIdentifier: String] = [:]

    init(window: Window) {
        self.window = window
        shortcuts.setGlobalScope()
        window.addController(shortcuts)
    }

    /// Sets the window title (`.navigationTitle`).
    func setTitle(_ title: String) {
        if window.title != title { window.title = title }
    }

    /// Binds a keyboard shortcut ("<Control>b") that activates `widget`
    /// (`.keyboardShortcut`). Registering the same trigger again is a no-op.
    func setShortcut(_ trigger: String, activating widget: Widget) {
        let key = ObjectIdentifier(widget)
        guard shortcutTriggers[key] != trigger else { return }
        shortcutTriggers[key] = trigger
        shortcuts.addShortcut(trigger: trigger) { [weak widget] in
            guard let widget, widget.isSensitive, widget.isMapped || widget.hasParent else { return false }
            return widget.activate()
        }
    }
}
