import CGtk

/// A drag gesture (GtkGestureDrag): the press point, then offsets from it.
@MainActor
public final class GestureDrag: EventController {
    /// Creates a drag gesture for the primary button (and touch).
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_drag_new())!) }

    /// Claims the current event sequence so no other gesture (nor a window handle) sees it.
    public func claim() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED) }

    /// `drag-begin(start_x, start_y)`: the press, in the widget's coordinates.
    @discardableResult
    public func onBegin(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("drag-begin", body: body, trampoline: Trampolines.point)
    }

    /// `drag-update(offset_x, offset_y)`: the pointer's offset from the press.
    @discardableResult
    public func onUpdate(_ body: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) -> SignalHandler {
        connect("drag-update", body: body, trampoline: Trampolines.point)
    }

    /// `drag-end(offset_x, offset_y)`: the release, as an offset from the press.
    @discardableResult
    public func onEnd(_ body: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) -> SignalHandler {
        connect("drag-end", body: body, trampoline: Trampolines.point)
    }

    /// Emits `drag-begin` as GTK would (test support: exercises the trampolines).
    public func emitBegin(x: Double, y: Double) { cgtk_emit_point(raw, "drag-begin", x, y) }
    /// Emits `drag-update` with an offset (test support).
    public func emitUpdate(x: Double, y: Double) { cgtk_emit_point(raw, "drag-update", x, y) }
    /// Emits `drag-end` with an offset (test support).
    public func emitEnd(x: Double, y: Double) { cgtk_emit_point(raw, "drag-end", x, y) }
}
