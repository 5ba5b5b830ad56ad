import CGtk

/// A drag in progress (GdkDrag), as handed to `DragSource.onDragBegin`.
@MainActor
public final class Drag: Object {
    init(borrowing pointer: OpaquePointer) { super.init(borrowing: UnsafeMutableRawPointer(pointer)) }

    /// Replaces what the drag icon shows (GtkDragIcon's child); the hot spot
    /// stays where the icon was grabbed, so keep the new widget the same size.
    public func setIcon(_ widget: Widget) {
        let icon = gtk_drag_icon_get_for_drag(opaque)
        gtk_drag_icon_set_child(OpaquePointer(icon), widget.widget)
    }
}
