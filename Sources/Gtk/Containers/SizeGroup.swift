import CGtk

/// Widgets that take the same width (GtkSizeGroup): the label column of a
/// form laid out in columns.
@MainActor
public final class SizeGroup: Object {
    /// Creates a group whose widgets share their width.
    public init() { super.init(adopting: UnsafeMutableRawPointer(gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL))) }
    var group: UnsafeMutablePointer<GtkSizeGroup> { raw.assumingMemoryBound(to: GtkSizeGroup.self) }

    /// Adds `widget` to the group (the group does not keep it alive).
    public func add(_ widget: Widget) { gtk_size_group_add_widget(group, widget.widget) }
    /// Takes `widget` out of the group.
    public func remove(_ widget: Widget) { gtk_size_group_remove_widget(group, widget.widget) }
}
