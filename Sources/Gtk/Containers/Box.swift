import CGtk

/// A row or column of widgets (GtkBox).
@MainActor
public final class Box: Widget {
    /// Creates a box.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(sinking: gtk_box_new(orientation.gtk, gint(spacing)))
    }
    var box: UnsafeMutablePointer<GtkBox> { raw.assumingMemoryBound(to: GtkBox.self) }

    /// Adds a child at the end.
    public func append(_ child: Widget) { gtk_box_append(box, child.widget) }
    /// Adds a child at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(box, child.widget) }
    /// Removes a child.
    public func remove(_ child: Widget) { gtk_box_remove(box, child.widget) }
    /// Places `child` (already in the box, or new) right after `sibling`, or first when nil.
    public func insert(_ child: Widget, after sibling: Widget?) {
        if gtk_widget_get_parent(child.widget) == widget {
            gtk_box_reorder_child_after(box, child.widget, sibling?.widget)
        } else {
            gtk_box_insert_child_after(box, child.widget, sibling?.widget)
        }
    }
    /// Spacing between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(box)) }
        set { gtk_box_set_spacing(box, gint(newValue)) }
    }
}

extension Box {
    /// Whether the children form a row or a column.
    public var orientation: Orientation {
        get { gtk_orientable_get_orientation(opaque) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
        set { if orientation != newValue { gtk_orientable_set_orientation(opaque, newValue.gtk) } }
    }
}
