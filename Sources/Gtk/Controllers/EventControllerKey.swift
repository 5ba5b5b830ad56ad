import CGtk

/// Key presses on a widget (GtkEventControllerKey).
@MainActor
public final class EventControllerKey: EventController {
    /// Creates the controller.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_key_new())!) }
    /// `key-pressed`: return true when handled.
    @discardableResult
    public func onKeyPressed(_ body: @escaping @MainActor (KeyEvent) -> Bool) -> SignalHandler {
        connect("key-pressed", body: body, trampoline: Trampolines.keyPressed)
    }
    /// `key-released`.
    @discardableResult
    public func onKeyReleased(_ body: @escaping @MainActor (KeyEvent) -> Void) -> SignalHandler {
        connect("key-released", body: body, trampoline: Trampolines.keyReleased)
    }
}
