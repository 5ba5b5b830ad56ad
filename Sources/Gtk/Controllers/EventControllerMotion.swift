import CGtk

/// Pointer motion over a widget (GtkEventControllerMotion): enter, move, leave.
@MainActor
public final class EventControllerMotion: EventController {
    /// Creates a motion controller.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_motion_new())!) }

    /// `enter(x, y)`: the pointer came over the widget.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("enter", body: body, trampoline: Trampolines.point)
    }

    /// `motion(x, y)`: the pointer moved over the widget.
    @discardableResult
    public func onMotion(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("motion", body: body, trampoline: Trampolines.point)
    }

    /// `leave`: the pointer left the widget.
    @discardableResult
    public func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("leave", body: body, trampoline: Trampolines.void)
    }

    /// Emits `enter`, `motion` or `leave` as GTK would (test support).
    public func emitEnter(x: Double, y: Double) { cgtk_emit_point(raw, "enter", x, y) }
    /// Emits `motion` (test support).
    public func emitMotion(x: Double, y: Double) { cgtk_emit_point(raw, "motion", x, y) }
    /// Emits `leave` (test support).
    public func emitLeave() { cgtk_emit_void(raw, "leave") }
}
