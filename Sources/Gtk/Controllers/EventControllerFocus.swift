import CGtk

/// Keyboard focus entering and leaving a widget (GtkEventControllerFocus).
@MainActor
public final class EventControllerFocus: EventController {
    /// Creates the controller.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_focus_new())!) }
    /// `enter`: focus moved into the widget or one of its descendants.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("enter", body) }
    /// `leave`.
    @discardableResult
    public func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("leave", body) }
}
