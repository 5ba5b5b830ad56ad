import CGtk

/// A horizontal or vertical line.
@MainActor
public final class Separator: Widget {
    /// Creates a separator.
    public init(_ orientation: Orientation) { super.init(sinking: gtk_separator_new(orientation.gtk)) }
}

extension Separator {
    /// Whether the line runs horizontally or vertically.
    public var orientation: Orientation {
        gtk_orientable_get_orientation(opaque) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal
    }
}
