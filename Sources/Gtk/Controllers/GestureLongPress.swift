import CGtk

/// A long-press gesture (GtkGestureLongPress).
@MainActor
public final class GestureLongPress: EventController {
    /// Creates a long press recognized after `seconds` held still (GTK's
    /// long-press time, 0.5 s by default, scaled by `delay-factor`).
    public init(seconds: Double) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_long_press_new())!)
        setProperty("delay-factor", min(10, max(0.5, seconds / 0.5)))
    }

    /// `pressed(x, y)`: the press was held long enough.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("pressed", body: body, trampoline: Trampolines.point)
    }

    /// `cancelled`: released (or moved away) before the time.
    @discardableResult
    public func onCancelled(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("cancelled", body: body, trampoline: Trampolines.void)
    }

    /// Emits `pressed` as GTK would (test support).
    public func emitPressed(x: Double, y: Double) { cgtk_emit_point(raw, "pressed", x, y) }
}
