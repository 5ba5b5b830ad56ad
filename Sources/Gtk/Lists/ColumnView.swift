import CGtk

/// A table of rows and columns that makes cells only for the rows on
/// screen (GtkColumnView over a GtkStringList model): the owner renders
/// the cell of a column for the row at `ListItem.position`.
///
/// Headers of sortable columns sort on click (GTK shows the arrow); the
/// rows are never reordered by GTK: the owner reads `sortState` and gives
/// the rows in their new order.
@MainActor
public final class ColumnView: Widget {
    private let rows: Object
    private let selection: RowSelection
    /// The columns, in order.
    public private(set) var columns: [ColumnViewColumn] = []
    /// Two items for the sort probe to compare.
    private lazy var probeItems = (
        Object(adopting: UnsafeMutableRawPointer(gtk_string_object_new("")!)),
        Object(adopting: UnsafeMutableRawPointer(gtk_string_object_new("")!))
    )

    /// Creates an empty table.
    public init(selectionMode: ListSelectionMode) {
        rows = Object(adopting: UnsafeMutableRawPointer(gtk_string_list_new(nil)!))
        selection = RowSelection(rows: OpaquePointer(rows.raw), mode: selectionMode)
        super.init(sinking: gtk_column_view_new(selection.newReference()))
    }
    var view: OpaquePointer { opaque }

    /// How many rows can be selected.
    public var selectionMode: ListSelectionMode { selection.mode }
    /// The number of rows.
    public var rowCount: Int { selection.count }

    /// Replaces `removing` rows at `position` with `inserting` new ones;
    /// rows outside the range keep their cells.
    public func splice(at position: Int, removing: Int, inserting: Int) {
        StringLists.splice(
            OpaquePointer(rows.raw), at: position, removing: removing, inserting: Array(repeating: "", count: inserting))
    }

    // MARK: Columns

    /// Adds a column at the end.
    public func appendColumn(title: String) -> ColumnViewColumn {
        let column = ColumnViewColumn(title: title, index: columns.count)
        gtk_column_view_append_column(view, column.column)
        columns.append(column)
        return column
    }

    /// Removes the last column.
    public func removeLastColumn() {
        guard let column = columns.popLast() else { return }
        gtk_column_view_remove_column(view, column.column)
    }

    // MARK: Sorting

    /// The column the user sorted by last and whether ascending (nil: unsorted).
    public var sortState: (column: Int, ascending: Bool)? {
        guard let sorter = gtk_column_view_get_sorter(view) else { return nil }
        let (first, second) = probeItems
        var order = GTK_ORDERING_EQUAL
        let column = SortProbe.run { order = gtk_sorter_compare(sorter, first.raw, second.raw) }
        guard let column, order != GTK_ORDERING_EQUAL else { return nil }
        return (column, order == GTK_ORDERING_SMALLER)
    }

    /// Shows the table sorted by `column` (nil: unsorted), without reordering rows.
    public func showSorted(by column: Int?, ascending: Bool) {
        let target = column.flatMap { $0 < columns.count ? columns[$0].column : nil }
        gtk_column_view_sort_by_column(view, target, ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    }

    /// Called after the sort order changed (a header click, or `showSorted`).
    @discardableResult
    public func onSortChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler? {
        guard let sorter = gtk_column_view_get_sorter(view) else { return nil }
        return Object(borrowing: UnsafeMutableRawPointer(sorter)).connect(
            "changed", body: body, trampoline: Trampolines.sorterChanged)
    }

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
    /// Whether lines separate the rows.
    public var showsRowSeparators: Bool {
        get { bool(gtk_column_view_get_show_row_separators) }
        set { setBool(gtk_column_view_set_show_row_separators, newValue) }
    }
    /// Whether lines separate the columns.
    public var showsColumnSeparators: Bool {
        get { bool(gtk_column_view_get_show_column_separators) }
        set { setBool(gtk_column_view_set_show_column_separators, newValue) }
    }
    /// Whether dragging over rows selects them (multiple selection).
    public var enablesRubberband: Bool {
        get { bool(gtk_column_view_get_enable_rubberband) }
        set { setBool(gtk_column_view_set_enable_rubberband, newValue) }
    }
}
