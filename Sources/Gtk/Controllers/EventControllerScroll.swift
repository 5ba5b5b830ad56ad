import CGtk

/// Mouse wheel and touchpad scrolling on a widget (GtkEventControllerScroll),
/// on both axes.
@MainActor
public final class EventControllerScroll: EventController {
    /// Creates the controller for both axes.
    public init() {
        super.init(
            adopting: UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES))!)
    }
    /// `scroll` (the deltas): return true when handled, which ends the
    /// event's propagation.
    @discardableResult
    public func onScroll(_ body: @escaping @MainActor (Double, Double) -> Bool) -> SignalHandler {
        connect("scroll", body: body, trampoline: Trampolines.scroll)
    }
}
