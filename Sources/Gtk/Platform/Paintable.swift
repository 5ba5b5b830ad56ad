import CGtk

/// Something that can be drawn (GdkPaintable), such as a picture of a widget.
@MainActor
public final class Paintable: Object {
    var paintable: OpaquePointer { opaque }

    /// A still picture of how `widget` looks now (later changes to it do not show).
    public static func snapshot(of widget: Widget) -> Paintable {
        let live = gtk_widget_paintable_new(widget.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(live)) }
        return Paintable(adopting: UnsafeMutableRawPointer(gdk_paintable_get_current_image(live))!)
    }

    /// The natural size, in pixels.
    public var size: (width: Int, height: Int) {
        (Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable)))
    }
}
