import CGtk

/// A click gesture (GtkGestureClick) for any mouse button.
@MainActor
public final class GestureClick: EventController {
    /// Creates a click gesture; `button` 0 means any button, 3 the secondary one.
    public init(button: UInt32 = 1) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_click_new())!)
        gtk_gesture_single_set_button(controller, guint(button))
    }

    /// Claims the current event sequence so no other gesture sees it.
    public func claim() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED) }
    /// Gives up the current event sequence: the widgets below and their
    /// ancestors' gestures handle it as if this gesture were not there.
    public func deny() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_DENIED) }

    /// `pressed(n_press, x, y)`.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("pressed", body: body, trampoline: Trampolines.pressed)
    }
    /// Emits `pressed` as GTK would (test support: exercises the trampoline).
    func emitPressed(count: Int, x: Double, y: Double) { cgtk_emit_pressed(raw, gint(count), x, y) }

    /// `released(n_press, x, y)`.
    @discardableResult
    public func onReleased(_ body: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("released", body: body, trampoline: Trampolines.pressed)
    }
}
