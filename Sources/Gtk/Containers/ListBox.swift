import CGtk

/// A vertical list of rows (GtkListBox): GNOME's boxed lists of
/// preferences are one with the `boxed-list` style class.
///
/// Each child sits in a row of its own (a GtkListBoxRow made for it);
/// `setChildren` keeps the rows equal to a desired list of children with
/// the fewest changes, so a row that stays keeps its widgets and focus.
@MainActor
public final class ListBox: Widget {
    /// The rows, in order, with the child each one shows.
    private var rows: [(child: Widget, row: Widget)] = []

    /// Creates an empty list whose rows cannot be selected.
    public init() {
        super.init(sinking: gtk_list_box_new())
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_NONE)
    }
    var list: OpaquePointer { opaque }

    /// The children shown, in row order.
    public var shownChildren: [Widget] { rows.map(\.child) }

    /// The row showing `child`, if it is one of the children.
    public func row(of child: Widget) -> Widget? { rows.first { $0.child.isSameObject(as: child) }?.row }

    /// Shows exactly `children`, one per row, in order.
    ///
    /// Rows are neither activatable nor focusable: the controls in them are.
    public func setChildren(_ children: [Widget]) {
        let kept = Set(children.map(\.objectID))
        for entry in rows where !kept.contains(entry.child.objectID) {
            gtk_list_box_remove(list, entry.row.widget)
            gtk_list_box_row_set_child(entry.row.raw.assumingMemoryBound(to: GtkListBoxRow.self), nil)
        }
        rows.removeAll { !kept.contains($0.child.objectID) }
        for (index, child) in children.enumerated() {
            if index < rows.count, rows[index].child.isSameObject(as: child) { continue }
            let row: Widget
            if let existing = rows.firstIndex(where: { $0.child.isSameObject(as: child) }) {
                row = rows.remove(at: existing).row
                gtk_list_box_remove(list, row.widget)
            } else {
                row = Widget(sinking: gtk_list_box_row_new())
                gtk_list_box_row_set_activatable(row.raw.assumingMemoryBound(to: GtkListBoxRow.self), 0)
                row.isFocusable = false
                gtk_list_box_row_set_child(row.raw.assumingMemoryBound(to: GtkListBoxRow.self), child.widget)
            }
            gtk_list_box_insert(list, row.widget, gint(index))
            rows.insert((child, row), at: index)
        }
    }
}
