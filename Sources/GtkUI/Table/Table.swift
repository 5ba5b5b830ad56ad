import Gtk

/// Rows of data in columns, optionally selectable and sortable (SwiftUI's
/// `Table`), drawn as a GtkColumnView: only the rows on screen have cells.
///
/// Click a row, or use the arrow keys, to select (Ctrl and Shift extend a
/// multiple selection). With `sortOrder:`, a click on a sortable column's
/// header puts its comparator first in the binding (a second click
/// reverses it) and shows GTK's sort arrow; sort the rows in
/// `.onChange(of: sortOrder)` and the table shows the new order.
///
/// ```swift
/// Table(orders, selection: $selection, sortOrder: $sortOrder) {
///     TableColumn("Customer", value: \.customer)
///     TableColumn("Total", value: \.total) { Text($0.total, format: .number) }
/// }
/// .onChange(of: sortOrder) { orders.sort(using: sortOrder) }
/// ```
public struct Table<Value, Rows, Columns>: View
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Rows.TableRowValue == Columns.TableRowValue {
    /// `Never`: a primitive view, rendered as a `GtkColumnView`.
    public typealias Body = Never
    let rows: Rows
    let columns: Columns
    let selection: ListSelectionBinding
    let sortOrder: TableSortBinding?
}

extension Table {
    /// A table of `data`'s elements.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none, sortOrder: nil)
    }
    /// A table of `data`'s elements, one of which can be selected.
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sortOrder: nil)
    }
    /// A table of `data`'s elements, several of which can be selected.
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sortOrder: nil)
    }
    /// A sortable table of `data`'s elements.
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none, sortOrder: .init(sortOrder))
    }
    /// A sortable table of `data`'s elements, one of which can be selected.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sortOrder: .init(sortOrder))
    }
    /// A sortable table of `data`'s elements, several of which can be selected.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sortOrder: .init(sortOrder))
    }
}

extension Table {
    /// A table of static rows.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .none, sortOrder: nil)
    }
    /// A table of static rows, one of which can be selected.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sortOrder: nil)
    }
    /// A table of static rows, several of which can be selected.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sortOrder: nil)
    }
    /// A sortable table of static rows.
    public init<Sort>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none, sortOrder: .init(sortOrder))
    }
    /// A sortable table of static rows of `valueType`.
    public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none, sortOrder: .init(sortOrder))
    }
    /// A sortable table of static rows, one of which can be selected.
    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sortOrder: .init(sortOrder))
    }
    /// A sortable table of static rows, several of which can be selected.
    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sortOrder: .init(sortOrder))
    }
}

extension Table: PrimitiveView {
    func makeNode() -> TableNode { TableNode(viewType: Self.self, selectionMode: selection.mode) }
    func updateNode(_ node: TableNode, context: RenderContext) {
        var columnSpecs: [TableColumnSpec] = []
        columns.collectAnyColumns(into: &columnSpecs)
        var rowItems: [TableRowItem] = []
        rows.collectAnyRows(into: &rowItems)
        node.update(rows: rowItems, columns: columnSpecs, selection: selection, sortOrder: sortOrder, context: context)
    }
}

/// A table's `sortOrder` binding, type-erased to its columns' comparators.
@MainActor
struct TableSortBinding {
    /// The column whose comparator leads the sort order, and whether it sorts forward.
    let leading: (_ comparators: [Any?]) -> (column: Int, ascending: Bool)?
    /// Puts `comparator` (a column's) first in the sort order, in the given direction.
    let sortBy: (_ comparator: Any, _ ascending: Bool) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        /// Whether two comparators sort by the same thing (in any direction).
        func same(_ a: Sort, _ b: Sort) -> Bool {
            var a = a
            var b = b
            a.order = .forward
            b.order = .forward
            return a == b || TableSortBinding.sameKeyPath(a, b)
        }
        leading = { comparators in
            guard let first = binding.wrappedValue.first else { return nil }
            guard let column = comparators.firstIndex(where: { ($0 as? Sort).map { same($0, first) } == true }) else { return nil }
            return (column, first.order == .forward)
        }
        sortBy = { comparator, ascending in
            guard var chosen = comparator as? Sort else { return }
            chosen.order = ascending ? .forward : .reverse
            let order = [chosen] + binding.wrappedValue.filter { !same($0, chosen) }
            if binding.wrappedValue != order { binding.wrappedValue = order }
        }
    }

    /// Key path comparators of one key path sort by the same column, whichever
    /// string comparator they were made with (SwiftUI's default differs on Linux).
    private static func sameKeyPath<Sort>(_ a: Sort, _ b: Sort) -> Bool {
        guard let a = a as? any KeyPathSorting, let b = b as? any KeyPathSorting else { return false }
        return a.sortedKeyPath == b.sortedKeyPath
    }
}

/// A key path comparator's key path, type-erased.
protocol KeyPathSorting {
    var sortedKeyPath: AnyKeyPath { get }
}

extension KeyPathComparator: KeyPathSorting {
    var sortedKeyPath: AnyKeyPath { keyPath }
}
