import CGtk

/// Shows a paintable at its natural size (GtkPicture).
@MainActor
public final class Picture: Widget {
    /// Creates a picture of `paintable`.
    public init(_ paintable: Paintable) {
        super.init(sinking: gtk_picture_new_for_paintable(paintable.paintable))
        gtk_picture_set_can_shrink(opaque, 0)
    }
}
