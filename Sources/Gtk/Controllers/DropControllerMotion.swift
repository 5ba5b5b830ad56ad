import CGtk

/// Tracks a drag passing over a widget, whatever it carries.
@MainActor
public final class DropControllerMotion: EventController {
    /// Creates the controller.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_drop_controller_motion_new())!) }
    /// `enter(x, y)`.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("enter", body: body, trampoline: Trampolines.point)
    }
    /// `motion(x, y)`.
    @discardableResult
    public func onMotion(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("motion", body: body, trampoline: Trampolines.point)
    }
    /// `leave`.
    @discardableResult
    public func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("leave", body: body, trampoline: Trampolines.void)
    }
}
