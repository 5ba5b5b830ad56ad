import CGtk

/// One column of a `ColumnView` (GtkColumnViewColumn): its header title,
/// width, whether its header sorts, and the factory of its cells.
@MainActor
public final class ColumnViewColumn: Object {
    /// Makes and recycles the column's cells (one item per row on screen).
    public let cells = ItemFactory()
    /// The column's index in its table, which the sort probe reports.
    public let index: Int

    init(title: String, index: Int) {
        self.index = index
        super.init(adopting: UnsafeMutableRawPointer(gtk_column_view_column_new(title, cells.handOver())!))
    }
    var column: OpaquePointer { opaque }

    /// The header's text.
    public var title: String {
        get { gtk_column_view_column_get_title(column).map { String(cString: $0) } ?? "" }
        set { if newValue != title { gtk_column_view_column_set_title(column, newValue) } }
    }
    /// The column's fixed width in pixels (-1: as wide as its cells).
    public var fixedWidth: Int {
        get { Int(gtk_column_view_column_get_fixed_width(column)) }
        set { if newValue != fixedWidth { gtk_column_view_column_set_fixed_width(column, gint(newValue)) } }
    }
    /// Whether the user can drag the header's edge to resize the column.
    public var isResizable: Bool {
        get { bool(gtk_column_view_column_get_resizable) }
        set { if newValue != isResizable { setBool(gtk_column_view_column_set_resizable, newValue) } }
    }
    /// Whether the column takes the width left over.
    public var expands: Bool {
        get { bool(gtk_column_view_column_get_expand) }
        set { if newValue != expands { setBool(gtk_column_view_column_set_expand, newValue) } }
    }

    /// Whether a click on the header sorts by this column.
    ///
    /// The column's sorter orders nothing: the table's rows are in the
    /// order its owner gives them, and the owner reads which column the
    /// user sorted by (`ColumnView.sortState`) to order them.
    public var isSortable: Bool {
        get { gtk_column_view_column_get_sorter(column) != nil }
        set {
            guard newValue != isSortable else { return }
            if newValue {
                let box = Unmanaged.passRetained(SortProbeBox(index)).toOpaque()
                let sorter = gtk_custom_sorter_new(probeCompare, box, releaseSortProbeBox)!
                gtk_column_view_column_set_sorter(column, UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GtkSorter.self))
                g_object_unref(UnsafeMutableRawPointer(sorter))
            } else {
                gtk_column_view_column_set_sorter(column, nil)
            }
        }
    }
}

/// What a column's sorter holds: the column's index.
final class SortProbeBox: Sendable {
    let index: Int
    init(_ index: Int) { self.index = index }
}

/// The sort probe (see `ColumnView.sortState`): every column sorter
/// records its column and answers "smaller", so the table's sorter
/// reveals its primary column and direction in one comparison.
private let probeCompare: GCompareDataFunc = { _, _, data in
    guard let data else { return 0 }
    let index = Unmanaged<SortProbeBox>.fromOpaque(data).takeUnretainedValue().index
    MainActor.assumeIsolated { SortProbe.record(index) }
    return GTK_ORDERING_SMALLER.rawValue
}

private let releaseSortProbeBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<SortProbeBox>.fromOpaque(data).release()
}

/// The column the last probe comparison reached first.
@MainActor
enum SortProbe {
    private static var first: Int?

    static func record(_ index: Int) { if first == nil { first = index } }

    /// Runs `compare` and answers the first column it reached.
    static func run(_ compare: () -> Void) -> Int? {
        first = nil
        compare()
        defer { first = nil }
        return first
    }
}
