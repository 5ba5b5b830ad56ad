import CGtk

/// The phase in which a controller sees events.
public enum PropagationPhase: Sendable {
    case capture, bubble, target
    var gtk: GtkPropagationPhase {
        switch self {
        case .capture: return GTK_PHASE_CAPTURE
        case .bubble: return GTK_PHASE_BUBBLE
        case .target: return GTK_PHASE_TARGET
        }
    }
}

/// Any GtkEventController.
///
/// Attach with `Widget.addController`.
///
/// Controllers are plain GObjects, not floating: their constructors return
/// a full reference, which the wrapper adopts (`init(adopting:)`).
@MainActor
open class EventController: Object {
    var controller: OpaquePointer { opaque }

    /// The phase in which the controller handles events.
    public var propagationPhase: PropagationPhase {
        get {
            switch gtk_event_controller_get_propagation_phase(controller) {
            case GTK_PHASE_CAPTURE: return .capture
            case GTK_PHASE_TARGET: return .target
            default: return .bubble
            }
        }
        set { gtk_event_controller_set_propagation_phase(controller, newValue.gtk) }
    }

    /// The widget the controller is attached to, if any.
    public var widget: Widget? { gtk_event_controller_get_widget(controller).map { Widget(borrowing: $0) } }
}
