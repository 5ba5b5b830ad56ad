import CGtk

/// A placeholder that takes up space (GtkBox with no children; expands when asked).
@MainActor
public final class Spacer: Widget {
    /// Creates a spacer of a fixed width, or a flexible one (`width` nil).
    public init(width: Int?) {
        super.init(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        if let width { setSizeRequest(width: width, height: -1) } else { hexpand = true }
    }
}
