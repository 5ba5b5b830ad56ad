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

    /// Creates a drop target for values of `kinds` (in order of preference),
    /// accepting copies and moves.
    public init(accepting kinds: [DropValueKind]) {
        let target = gtk_drop_target_new(GType(0), GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue))!
        var types = kinds.map(DropValue.gtype)
        types.withUnsafeMutableBufferPointer { gtk_drop_target_set_gtypes(target, $0.baseAddress, gsize($0.count)) }
        super.init(adopting: UnsafeMutableRawPointer(target))
    }
    /// `drop(value, x, y)` for a target made with `init(accepting:)`.
    @discardableResult
    public func onDropValue(_ body: @escaping @MainActor (_ value: DropValue, _ x: Double, _ y: Double) -> Bool) -> SignalHandler {
        connect("drop", body: body, trampoline: Trampolines.valueDrop)
    }
    /// `enter(x, y)`: the action a drop here would take.
    @discardableResult
    public func onEnterAction(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> DropAction) -> SignalHandler {
        connect("enter", body: body, trampoline: Trampolines.dropAction)
    }
    /// `motion(x, y)`: the action a drop here would take.
    @discardableResult
    public func onMotionAction(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> DropAction) -> SignalHandler {
        connect("motion", body: body, trampoline: Trampolines.dropAction)
    }
    /// The kinds of value the drag over the target carries (empty when none is over it).
    public var currentDropKinds: [DropValueKind] {
        guard let drop = gtk_drop_target_get_current_drop(controller), let formats = gdk_drop_get_formats(drop) else { return [] }
        var kinds: [DropValueKind] = []
        if gdk_content_formats_contain_gtype(formats, cgtk_in_app_payload_type()) != 0 { kinds.append(.inApp) }
        if gdk_content_formats_contain_gtype(formats, cgtk_type_file_list()) != 0
            || gdk_content_formats_contain_mime_type(formats, "text/uri-list") != 0
        {
            kinds.append(.uris)
        }
        if gdk_content_formats_contain_gtype(formats, cgtk_type_string()) != 0
            || gdk_content_formats_contain_mime_type(formats, "text/plain;charset=utf-8") != 0
            || gdk_content_formats_contain_mime_type(formats, "text/plain") != 0
        {
            kinds.append(.text)
        }
        return kinds
    }
    /// Test support: emits `drop` with a value as GTK delivers it after reading the drag's data.
    public func emitDrop(_ value: DropValue, x: Double, y: Double) -> Bool {
        switch value {
        case .text(let text): cgtk_emit_drop_string(raw, text, x, y) != 0
        case .uris(let uris): cgtk_emit_drop_uri(raw, uris.first ?? "", x, y) != 0
        case .inApp(let token): cgtk_emit_drop_in_app(raw, token, x, y) != 0
        }
    }
}
