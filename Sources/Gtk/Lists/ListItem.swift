import CGtk

/// One recycled row of a `ListView` (GtkListItem): GTK binds it to
/// different positions as the list scrolls.
@MainActor
public final class ListItem: Object {
    init(address: UInt) { super.init(borrowing: UnsafeMutableRawPointer(bitPattern: address)!) }
    var item: OpaquePointer { OpaquePointer(raw) }

    /// The position the item shows, or nil while it is not bound.
    public var position: Int? {
        let position = gtk_list_item_get_position(item)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }
    /// The widget the item shows.
    public var child: Widget? { gtk_list_item_get_child(item).map { Widget(borrowing: $0) } }
    /// Sets the widget the item shows.
    public func setChild(_ child: Widget?) { gtk_list_item_set_child(item, child?.widget) }
    /// Whether the user can select the item.
    public var isSelectable: Bool {
        get { gtk_list_item_get_selectable(item) != 0 }
        set { if newValue != isSelectable { gtk_list_item_set_selectable(item, newValue ? 1 : 0) } }
    }
    /// Whether the item can be activated (double-click, Enter).
    public var isActivatable: Bool {
        get { gtk_list_item_get_activatable(item) != 0 }
        set { if newValue != isActivatable { gtk_list_item_set_activatable(item, newValue ? 1 : 0) } }
    }
    /// The tree row the item shows (a tree list's items only).
    public var treeRow: TreeRow? {
        guard let row = gtk_list_item_get_item(item), cgtk_instance_is_a(row, gtk_tree_list_row_get_type()) != 0 else { return nil }
        return TreeRow(borrowing: row)
    }
    /// Whether the item is selected now.
    public var isSelected: Bool { gtk_list_item_get_selected(item) != 0 }
}
