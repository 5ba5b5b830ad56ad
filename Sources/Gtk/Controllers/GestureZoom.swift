import CGtk

/// A two-finger pinch (GtkGestureZoom): touchscreens and touchpads.
@MainActor
public final class GestureZoom: EventController {
    /// Creates a pinch gesture.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_zoom_new())!) }

    /// `scale-changed(scale)`: the fingers' distance over their starting distance.
    @discardableResult
    public func onScaleChanged(_ body: @escaping @MainActor (_ scale: Double) -> Void) -> SignalHandler {
        connect("scale-changed", body: body, trampoline: Trampolines.double)
    }

    /// `end`: the fingers were lifted.
    @discardableResult
    public func onEnd(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("end", body: body, trampoline: Trampolines.sequence)
    }

    /// Emits `scale-changed` (test support).
    public func emitScaleChanged(_ scale: Double) { cgtk_emit_double(raw, "scale-changed", scale) }
    /// Emits `end` (test support).
    public func emitEnd() { cgtk_emit_sequence(raw, "end") }
}

/// A two-finger rotation (GtkGestureRotate): touchscreens and touchpads.
@MainActor
public final class GestureRotate: EventController {
    /// Creates a rotation gesture.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_rotate_new())!) }

    /// `angle-changed(angle, angle_delta)`: the angle turned since the start, in radians.
    @discardableResult
    public func onAngleChanged(_ body: @escaping @MainActor (_ angle: Double, _ delta: Double) -> Void) -> SignalHandler {
        connect("angle-changed", body: body, trampoline: Trampolines.point)
    }

    /// `end`: the fingers were lifted.
    @discardableResult
    public func onEnd(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("end", body: body, trampoline: Trampolines.sequence)
    }

    /// Emits `angle-changed` (test support).
    public func emitAngleChanged(_ angle: Double, delta: Double) { cgtk_emit_point(raw, "angle-changed", angle, delta) }
    /// Emits `end` (test support).
    public func emitEnd() { cgtk_emit_sequence(raw, "end") }
}
