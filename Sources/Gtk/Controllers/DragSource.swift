import CGtk

/// The source side of drag and drop, carrying a string payload.
@MainActor
public final class DragSource: EventController {
    /// Who may accept the payload.
    public let scope: DragPayloadScope

    /// Creates a drag source offering the move action.
    public init(scope: DragPayloadScope = .text) {
        self.scope = scope
        super.init(adopting: UnsafeMutableRawPointer(gtk_drag_source_new())!)
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
    /// `prepare(x, y)`: return what the drag offers (text, URIs, bytes, an
    /// in-app token), or nil to refuse the drag.
    @discardableResult
    public func onPrepareOffer(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> TransferOffer?) -> SignalHandler {
        connect("prepare", body: body, trampoline: Trampolines.prepareOffer)
    }
    /// Offers copying as well as moving (drags to other apps ask to copy).
    public func allowCopy() { gtk_drag_source_set_actions(controller, GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)) }
    /// Test support: emits `prepare` as a drag would, answering the formats
    /// of the content offered (GType names, then MIME types), nil when refused.
    public func emitPrepare(x: Double, y: Double) -> [String]? {
        guard let content = cgtk_emit_prepare(raw, x, y) else { return nil }
        defer { g_object_unref(content) }
        let formats = gdk_content_provider_ref_formats(content)
        defer { gdk_content_formats_unref(formats) }
        return contentFormatNames(formats)
    }
    /// Test support: emits `drag-end` as GTK does when a drag finishes.
    public func emitDragEnd(deleted: Bool = false) { cgtk_emit_drag_end(raw, deleted ? 1 : 0) }
    /// `drag-begin`, with the drag that started (to change its icon later).
    @discardableResult
    public func onDragBegin(_ body: @escaping @MainActor (Drag) -> Void) -> SignalHandler {
        connect("drag-begin", body: body, trampoline: Trampolines.dragBegin)
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

/// Why a drag ended without a drop.
public enum DragCancelReason: Sendable {
    /// Released where nothing accepts drops.
    case noTarget
    /// Escape pressed.
    case userCancelled
    /// Anything else.
    case error
}
