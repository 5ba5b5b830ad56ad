import CGtk

/// Children in rows and columns (GtkGrid): each column is as wide as its
/// widest child, each row as tall as its tallest; a child may span columns.
@MainActor
public final class Grid: Widget {
    /// Creates an empty grid.
    public init() { super.init(sinking: gtk_grid_new()) }
    var grid: UnsafeMutablePointer<GtkGrid> { raw.assumingMemoryBound(to: GtkGrid.self) }

    /// Places `child` at `column`, `row`, spanning `columnSpan` columns:
    /// added when new, moved in place (keeping its state and focus) when
    /// already a child.
    public func place(_ child: Widget, column: Int, row: Int, columnSpan: Int = 1) {
        guard gtk_widget_get_parent(child.widget) == widget else {
            gtk_grid_attach(grid, child.widget, gint(column), gint(row), gint(columnSpan), 1)
            return
        }
        guard let manager = gtk_widget_get_layout_manager(widget),
            let layoutChild = gtk_layout_manager_get_layout_child(manager, child.widget)
        else { return }
        let cell = OpaquePointer(layoutChild)
        if gtk_grid_layout_child_get_column(cell) != gint(column) { gtk_grid_layout_child_set_column(cell, gint(column)) }
        if gtk_grid_layout_child_get_row(cell) != gint(row) { gtk_grid_layout_child_set_row(cell, gint(row)) }
        if gtk_grid_layout_child_get_column_span(cell) != gint(columnSpan) {
            gtk_grid_layout_child_set_column_span(cell, gint(columnSpan))
        }
    }

    /// Where `child` is: its column, row and column span (nil when it is not a child).
    public func cell(of child: Widget) -> (column: Int, row: Int, columnSpan: Int)? {
        guard gtk_widget_get_parent(child.widget) == widget else { return nil }
        var column: gint = 0
        var row: gint = 0
        var width: gint = 0
        var height: gint = 0
        gtk_grid_query_child(grid, child.widget, &column, &row, &width, &height)
        return (Int(column), Int(row), Int(width))
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        if gtk_widget_get_parent(child.widget) == widget { gtk_grid_remove(grid, child.widget) }
    }

    /// Space between columns.
    public var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(grid)) }
        set { gtk_grid_set_column_spacing(grid, guint(newValue)) }
    }

    /// Space between rows.
    public var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(grid)) }
        set { gtk_grid_set_row_spacing(grid, guint(newValue)) }
    }
}
