import CGtk

/// Keyboard shortcuts that activate named actions (GtkShortcutController).
@MainActor
public final class ShortcutController: EventController {
    /// Creates an empty shortcut controller.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_shortcut_controller_new())!) }

    /// Makes the shortcuts work anywhere in the window (managed scope).
    public func setGlobalScope() { gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL) }

    /// Adds a shortcut: `trigger` like "<Control>z", activating the action `action` ("win.undo").
    public func addShortcut(trigger: String, action: String) {
        guard let parsedTrigger = cgtk_shortcut_trigger_parse(trigger) else {
            preconditionFailure("invalid shortcut trigger '\(trigger)'")
        }
        let shortcutAction = gtk_named_action_new(action)
        // gtk_shortcut_new and gtk_shortcut_controller_add_shortcut take full references.
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsedTrigger, shortcutAction))
    }

    /// Adds a shortcut that calls `body` (returning whether it handled the key).
    public func addShortcut(trigger: String, _ body: @escaping @MainActor () -> Bool) {
        guard let parsedTrigger = cgtk_shortcut_trigger_parse(trigger) else {
            preconditionFailure("invalid shortcut trigger '\(trigger)'")
        }
        let box = Unmanaged.passRetained(ClosureBox<@MainActor () -> Bool>(body) as AnyObject).toOpaque()
        let callbackAction = gtk_callback_action_new(
            { _, _, data in
                let body = ClosureBox<@MainActor () -> Bool>.from(data)
                return MainActor.assumeIsolated { body() } ? 1 : 0
            }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsedTrigger, callbackAction))
    }
}
