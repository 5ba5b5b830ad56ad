import CGtk

/// The target side of drag and drop, accepting a string payload.
@MainActor
public final class DropTarget: EventController {
    /// Creates a drop target for string payloads of `scope` with the move action.
    public init(scope: DragPayloadScope = .text) {
        let type = scope == .inApp ? cgtk_in_app_payload_type() : cgtk_type_string()
        super.init(adopting: UnsafeMutableRawPointer(gtk_drop_target_new(type, GDK_ACTION_MOVE))!)
    }
    /// `drop(value, x, y)`: return whether the drop was accepted.
    @discardableResult
    public func onDrop(_ body: @escaping @MainActor (_ payload: String, _ x: Double, _ y: Double) -> Bool) -> SignalHandler {
        connect("drop", body: body, trampoline: Trampolines.drop)
    }
    /// `enter(x, y)`: return whether a drop here would be accepted.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Bool) -> SignalHandler {
        connect("enter", body: body, trampoline: Trampolines.dropMotion)
    }
    /// `motion(x, y)`: return whether a drop here would be accepted.
    @discardableResult
    public func onMotion(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Bool) -> SignalHandler {
        connect("motion", body: body, trampoline: Trampolines.dropMotion)
    }
    /// `leave`.
    @discardableResult
    public func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("leave", body: body, trampoline: Trampolines.void)
    }
}
