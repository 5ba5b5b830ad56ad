import CGtk

/// A scrolling-friendly list that makes widgets only for the rows on screen
/// and reuses them as the list scrolls (GtkListView over a GtkStringList
/// model with a GtkSignalListItemFactory).
///
/// The model holds only a row count: what a row shows is up to the owner,
/// which renders the row at `ListItem.position` when an item is bound.
/// A tree list (`init(selectionMode:childKeys:)`) holds a key per row
/// instead, over a GtkTreeListModel whose rows expand and collapse.
@MainActor
public final class ListView: Widget {
    /// The rows (the root rows of a tree): one placeholder string each (the
    /// count is what matters), or one key each in a tree.
    private let rows: Object
    /// The tree over `rows`, in a tree list.
    private let tree: TreeListModel?
    /// The selection of the rows.
    private let selection: RowSelection
    private let factory = ItemFactory()
    /// A tree list's clicks on its triangles.
    private var triangleClicks: TreeTriangleClicks?
    /// How many rows can be selected.
    public var selectionMode: ListSelectionMode { selection.mode }

    /// Creates an empty list.
    public convenience init(selectionMode: ListSelectionMode) { self.init(selectionMode: selectionMode, tree: nil) }

    /// Creates an empty tree list: `childKeys` answers the keys of a row's
    /// children (nil for a leaf) when the row first expands.
    public convenience init(selectionMode: ListSelectionMode, childKeys: @escaping @MainActor (String) -> [String]?) {
        self.init(selectionMode: selectionMode, tree: TreeListModel(childKeys: childKeys))
    }

    private init(selectionMode: ListSelectionMode, tree: TreeListModel?) {
        self.tree = tree
        let model: OpaquePointer
        if let tree {
            rows = tree.roots
            model = OpaquePointer(tree.model.raw)
        } else {
            rows = Object(adopting: UnsafeMutableRawPointer(gtk_string_list_new(nil)!))
            model = OpaquePointer(rows.raw)
        }
        selection = RowSelection(rows: model, mode: selectionMode)
        super.init(sinking: gtk_list_view_new(selection.newReference(), factory.handOver()))
        if tree != nil { triangleClicks = TreeTriangleClicks(list: self) }
    }

    var list: OpaquePointer { opaque }

    /// The number of rows (in a tree, the rows shown: roots and expanded children).
    public var rowCount: Int { selection.count }
    /// Whether the list is a tree list.
    public var isTree: Bool { tree != nil }

    /// Replaces `removing` rows at `position` with `inserting` new ones;
    /// rows outside the range keep their items (and widgets).
    public func splice(at position: Int, removing: Int, inserting: Int) {
        guard removing > 0 || inserting > 0 else { return }
        let placeholder: StaticString = ""
        let text = UnsafeRawPointer(placeholder.utf8Start).assumingMemoryBound(to: CChar.self)
        var additions = [UnsafePointer<CChar>?](repeating: text, count: inserting)
        additions.append(nil)
        gtk_string_list_splice(OpaquePointer(rows.raw), guint(position), guint(removing), &additions)
    }

    /// Replaces `removing` root rows at `position` with rows for `keys` (a tree list).
    public func splice(at position: Int, removing: Int, keys: [String]) {
        StringLists.splice(OpaquePointer(rows.raw), at: position, removing: removing, inserting: keys)
    }

    /// The row at `position` of a tree list.
    public func treeRow(at position: Int) -> TreeRow? { tree?.row(at: position) }

    /// The keys of the rows whose children GTK shows now (a tree list).
    public var expandedKeys: [String] { tree?.expandedKeys ?? [] }

    /// Replaces the children shown under the row of `key` with rows for
    /// `keys`, keeping the rows whose keys stay (a tree list; nothing
    /// when the row is not expanded).
    public func setChildKeys(of key: String, to keys: [String]) { tree?.setChildKeys(of: key, to: keys) }

    // MARK: Items

    /// Called when an item is made: give it its widget here.
    public func onSetup(_ body: @escaping @MainActor (ListItem) -> Void) { factory.onSetup(body) }
    /// Called when an item starts showing a row (`item.position`).
    public func onBind(_ body: @escaping @MainActor (ListItem) -> Void) { factory.onBind(body) }
    /// Called when an item stops showing its row.
    public func onUnbind(_ body: @escaping @MainActor (ListItem) -> Void) { factory.onUnbind(body) }
    /// Called before an item is destroyed.
    public func onTeardown(_ body: @escaping @MainActor (ListItem) -> Void) { factory.onTeardown(body) }
    /// The items alive now (bound or waiting to be reused).
    public var items: [ListItem] { factory.items }

    // MARK: Selection

    /// Called after the user or the program changed the selection.
    @discardableResult
    public func onSelectionChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { selection.onChanged(body) }
    /// The selected positions, ascending.
    public var selectedPositions: [Int] { selection.selectedPositions }
    /// Selects exactly `positions` (out-of-range ones are ignored).
    public func setSelectedPositions(_ positions: [Int]) { selection.setSelectedPositions(positions) }

    // MARK: Behaviour

    /// Called when a row is activated (double-click, Enter), with its position.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (Int) -> Void) -> SignalHandler {
        connect("activate", body: body, trampoline: Trampolines.position)
    }
    /// Scrolls so that the row at `position` is visible.
    public func scrollTo(position: Int) {
        guard position >= 0, position < rowCount else { return }
        gtk_widget_activate_action_variant(widget, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
    }
    /// Whether lines separate the rows.
    public var showsSeparators: Bool {
        get { bool(gtk_list_view_get_show_separators) }
        set { setBool(gtk_list_view_set_show_separators, newValue) }
    }
    /// Whether dragging over rows selects them (multiple selection).
    public var enablesRubberband: Bool {
        get { bool(gtk_list_view_get_enable_rubberband) }
        set { setBool(gtk_list_view_set_enable_rubberband, newValue) }
    }
}
