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

/// Any GtkEventController. Attach with `Widget.addController`.
@MainActor
open class EventController: Object {
    var controller: OpaquePointer { OpaquePointer(raw) }

    init(constructed pointer: UnsafeMutableRawPointer) {
        // Controllers are plain GObjects: their constructors return a full reference.
        super.init(pointer, .full)
    }

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

/// A click gesture (GtkGestureClick) for any mouse button.
@MainActor
public final class GestureClick: EventController {
    /// Creates a click gesture; `button` 0 means any button, 3 the secondary one.
    public init(button: UInt32 = 1) {
        super.init(constructed: UnsafeMutableRawPointer(gtk_gesture_click_new())!)
        gtk_gesture_single_set_button(controller, guint(button))
    }

    /// The button of the current press (1 primary, 2 middle, 3 secondary).
    public var currentButton: UInt32 { UInt32(gtk_gesture_single_get_current_button(controller)) }

    /// Claims the current event sequence so no other gesture sees it.
    public func claim() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED) }
    /// Gives up the current event sequence: the widgets below and their
    /// ancestors' gestures handle it as if this gesture were not there.
    public func deny() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_DENIED) }

    /// `pressed(n_press, x, y)`.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("pressed", body: body, trampoline: Trampolines.pressed)
    }
    /// Emits `pressed` as GTK would (test support: exercises the trampoline).
    func emitPressed(count: Int, x: Double, y: Double) { cgtk_emit_pressed(raw, gint(count), x, y) }

    /// `released(n_press, x, y)`.
    @discardableResult
    public func onReleased(_ body: @escaping @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("released", body: body, trampoline: Trampolines.pressed)
    }
}

/// A long-press gesture (touch equivalent of a right-click).
@MainActor
public final class GestureLongPress: EventController {
    /// Creates a long-press gesture.
    public init() { super.init(constructed: UnsafeMutableRawPointer(gtk_gesture_long_press_new())!) }
    /// `pressed(x, y)`.
    @discardableResult
    public func onPressed(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandler {
        connect("pressed", body: body, trampoline: Trampolines.point)
    }
}

/// Who may accept what a drag carries.
public enum DragPayloadScope: Sendable {
    /// Plain text: every drop target for text accepts it (text views, other apps).
    case text
    /// Private to this process: only a `DropTarget(scope: .inApp)` accepts it,
    /// so a drag that misses its target is never pasted into a text field.
    case inApp
}

/// The source side of drag and drop, carrying a string payload.
@MainActor
public final class DragSource: EventController {
    /// Who may accept the payload.
    public let scope: DragPayloadScope

    /// Creates a drag source offering the move action.
    public init(scope: DragPayloadScope = .text) {
        self.scope = scope
        super.init(constructed: UnsafeMutableRawPointer(gtk_drag_source_new())!)
        gtk_drag_source_set_actions(controller, GDK_ACTION_MOVE)
    }

    /// `prepare(x, y)`: return the payload to drag, or nil to refuse the drag.
    @discardableResult
    public func onPrepare(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> String?) -> SignalHandler {
        switch scope {
        case .text: connect("prepare", body: body, trampoline: Trampolines.prepare)
        case .inApp: connect("prepare", body: body, trampoline: Trampolines.prepareInApp)
        }
    }
    /// `drag-begin`.
    @discardableResult
    public func onDragBegin(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("drag-begin", body: body, trampoline: Trampolines.dragBegin)
    }
    /// `drag-begin`, with the drag that started (to change its icon later).
    @discardableResult
    public func onDragBegin(_ body: @escaping @MainActor (Drag) -> Void) -> SignalHandler {
        connect("drag-begin", body: body, trampoline: Trampolines.dragBeginWithDrag)
    }
    /// `drag-end(delete_data)`: `deleted` is true when a move was accepted.
    @discardableResult
    public func onDragEnd(_ body: @escaping @MainActor (_ deleted: Bool) -> Void) -> SignalHandler {
        connect("drag-end", body: body, trampoline: Trampolines.dragEnd)
    }
    /// `drag-cancel(reason)`: return true to suppress the default "failed" animation.
    @discardableResult
    public func onDragCancel(_ body: @escaping @MainActor (DragCancelReason) -> Bool) -> SignalHandler {
        connect("drag-cancel", body: body, trampoline: Trampolines.dragCancel)
    }
    /// Uses a widget's current look as the drag icon.
    public func setIcon(from widget: Widget, hotX: Int, hotY: Int) {
        let paintable = gtk_widget_paintable_new(widget.widget)
        gtk_drag_source_set_icon(controller, paintable, gint(hotX), gint(hotY))
        g_object_unref(UnsafeMutableRawPointer(paintable))
    }
    /// Uses a paintable (for example a `Paintable.snapshot(of:)`) as the drag icon.
    public func setIcon(_ paintable: Paintable, hotX: Int, hotY: Int) {
        gtk_drag_source_set_icon(controller, paintable.paintable, gint(hotX), gint(hotY))
    }
}

/// A drag in progress (GdkDrag), as handed to `DragSource.onDragBegin`.
@MainActor
public final class Drag: Object {
    init(borrowing pointer: OpaquePointer) { super.init(UnsafeMutableRawPointer(pointer), .borrowed) }

    /// Replaces what the drag icon shows (GtkDragIcon's child); the hot spot
    /// stays where the icon was grabbed, so keep the new widget the same size.
    public func setIcon(_ widget: Widget) {
        let icon = gtk_drag_icon_get_for_drag(OpaquePointer(raw))
        gtk_drag_icon_set_child(OpaquePointer(icon), widget.widget)
    }
}

/// Something that can be drawn (GdkPaintable), such as a picture of a widget.
@MainActor
public final class Paintable: Object {
    var paintable: OpaquePointer { OpaquePointer(raw) }

    /// A still picture of how `widget` looks now (later changes to it do not show).
    public static func snapshot(of widget: Widget) -> Paintable {
        let live = gtk_widget_paintable_new(widget.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(live)) }
        return Paintable(UnsafeMutableRawPointer(gdk_paintable_get_current_image(live))!, .full)
    }

    /// The natural size, in pixels.
    public var size: (width: Int, height: Int) {
        (Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable)))
    }
}

/// The target side of drag and drop, accepting a string payload.
@MainActor
public final class DropTarget: EventController {
    /// Creates a drop target for string payloads of `scope` with the move action.
    public init(scope: DragPayloadScope = .text) {
        let type = scope == .inApp ? cgtk_in_app_payload_type() : cgtk_type_string()
        super.init(constructed: UnsafeMutableRawPointer(gtk_drop_target_new(type, GDK_ACTION_MOVE))!)
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

/// Tracks a drag passing over a widget, whatever it carries.
@MainActor
public final class DropControllerMotion: EventController {
    /// Creates the controller.
    public init() { super.init(constructed: UnsafeMutableRawPointer(gtk_drop_controller_motion_new())!) }
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

/// Key presses on a widget (GtkEventControllerKey).
@MainActor
public final class EventControllerKey: EventController {
    /// Creates the controller.
    public init() { super.init(constructed: UnsafeMutableRawPointer(gtk_event_controller_key_new())!) }
    /// `key-pressed`: return true when handled.
    @discardableResult
    public func onKeyPressed(_ body: @escaping @MainActor (KeyEvent) -> Bool) -> SignalHandler {
        connect("key-pressed", body: body, trampoline: Trampolines.keyPressed)
    }
    /// `key-released`.
    @discardableResult
    public func onKeyReleased(_ body: @escaping @MainActor (KeyEvent) -> Void) -> SignalHandler {
        connect("key-released", body: { event in body(event); return true } as @MainActor (KeyEvent) -> Bool,
                trampoline: Trampolines.keyReleased)
    }
}

/// Keyboard shortcuts that activate named actions (GtkShortcutController).
@MainActor
public final class ShortcutController: EventController {
    /// Creates an empty shortcut controller.
    public init() { super.init(constructed: UnsafeMutableRawPointer(gtk_shortcut_controller_new())!) }

    /// Makes the shortcuts work anywhere in the window (managed scope).
    public func setGlobalScope() { gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL) }

    /// Adds a shortcut: `trigger` like "<Control>z", activating the action `action` ("win.undo").
    public func addShortcut(trigger: String, action: String) {
        guard let parsedTrigger = cgtk_shortcut_trigger_parse(trigger) else {
            preconditionFailure("invalid shortcut trigger '\(trigger)'")
        }
        let shortcutAction = gtk_named_action_new(action)
        // gtk_shortcut_new and gtk_shortcut_controller_add_shortcut take full references.
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsedTrigger, shortcutAction))
    }

    /// Adds a shortcut that calls `body` (returning whether it handled the key).
    public func addShortcut(trigger: String, _ body: @escaping @MainActor () -> Bool) {
        guard let parsedTrigger = cgtk_shortcut_trigger_parse(trigger) else {
            preconditionFailure("invalid shortcut trigger '\(trigger)'")
        }
        let box = Unmanaged.passRetained(ClosureBox<@MainActor () -> Bool>(body) as AnyObject).toOpaque()
        let callbackAction = gtk_callback_action_new({ _, _, data in
            let body = ClosureBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { body() } ? 1 : 0
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsedTrigger, callbackAction))
    }
}

/// Keyboard focus entering and leaving a widget (GtkEventControllerFocus).
@MainActor
public final class EventControllerFocus: EventController {
    /// Creates the controller.
    public init() { super.init(constructed: UnsafeMutableRawPointer(gtk_event_controller_focus_new())!) }
    /// `enter`: focus moved into the widget or one of its descendants.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("enter", body) }
    /// `leave`.
    @discardableResult
    public func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("leave", body) }
}
