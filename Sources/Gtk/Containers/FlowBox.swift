import CGtk

/// Children that flow into rows and wrap (GtkFlowBox), without selection.
@MainActor
public final class FlowBox: Widget {
    /// Creates an empty flow box.
    public init() {
        // Up or Down before the first layout would hang GTK 4.8.
        FlowBoxRowGuard.install()
        super.init(sinking: gtk_flow_box_new())
        gtk_flow_box_set_selection_mode(flow, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(flow, 0)
    }
    var flow: OpaquePointer { opaque }
    /// Adds a child at the end; its wrapper cell does not take focus (the child may).
    public func append(_ child: Widget) {
        gtk_flow_box_insert(flow, child.widget, -1)
        if let cell = gtk_widget_get_parent(child.widget) {
            gtk_widget_set_focusable(cell, 0)
        }
    }
    /// Removes a child added with `append`.
    public func remove(_ child: Widget) {
        guard let cell = gtk_widget_get_parent(child.widget) else { return }
        gtk_flow_box_remove(flow, cell)
    }
    /// Spacing between columns and rows.
    public func setSpacing(column: Int, row: Int) {
        gtk_flow_box_set_column_spacing(flow, guint(column))
        gtk_flow_box_set_row_spacing(flow, guint(row))
    }
    /// The fewest children per row.
    ///
    /// A window's minimum height is measured at its minimum width, so a flow
    /// box allowed to shrink to one column makes a window as tall as that
    /// column.
    public var minChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_min_children_per_line(flow)) }
        set { gtk_flow_box_set_min_children_per_line(flow, guint(newValue)) }
    }
    /// The most children per row.
    public var maxChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_max_children_per_line(flow)) }
        set { gtk_flow_box_set_max_children_per_line(flow, guint(newValue)) }
    }
}
