import CGtk

/// A long-press gesture (touch equivalent of a right-click).
@MainActor
public final class GestureLongPress: EventController {
    /// Creates a long-press gesture.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_gesture_long_press_new())!) }
    /// `pressed(x, y)`.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("pressed", body: body, trampoline: Trampolines.point)
    }
}
