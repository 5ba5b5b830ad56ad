import CGtk

/// The disclosure triangle and indentation of a tree list row (GtkTreeExpander).
@MainActor
public final class TreeExpander: Widget {
    /// Creates an expander without child or row.
    public init() {
        super.init(sinking: gtk_tree_expander_new())
        gtk_tree_expander_set_indent_for_icon(opaque, 1)
    }

    /// The row's content, beside the triangle.
    public func setChild(_ child: Widget?) { gtk_tree_expander_set_child(opaque, child?.widget) }
    /// The tree row the expander shows and expands.
    public func setListRow(_ row: TreeRow?) { gtk_tree_expander_set_list_row(opaque, row?.row) }
}
