import Gtk

/// Columns of a `Table` (SwiftUI's `TableColumnContent`): `TableColumn`
/// and a builder's groups of them; a type of your own composes them in
/// `tableColumnBody`.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The type of the columns' sort comparators (`Never`: not sortable).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The column content this content is made of.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns of this content.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator> var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    /// `Never` has no rows.
    public typealias TableRowValue = Never
    /// `Never` does not sort.
    public typealias TableColumnSortComparator = Never
    /// `Never` is its own body.
    public typealias TableColumnBody = Never
    /// Traps if called: `Never` has no values.
    public var tableColumnBody: Never { return fatalError("Never has no table column body") }
}

extension TableColumnContent where TableColumnBody == Never {
    /// Primitive column content has no body; the table reads it directly.
    public var tableColumnBody: Never { return fatalError("\(type(of: self)) is primitive column content and has no body") }
}

/// One column of a table, type-erased: what a table node needs to show it.
@MainActor
struct TableColumnSpec {
    let title: String
    let width: TableColumnWidth
    /// The column's sort comparator (a `Sort` of the table's sort order); nil: not sortable.
    let comparator: Any?
    /// The cell of a row value (of the table's `Value` type).
    let cell: (Any) -> AnyView
}

/// How wide a column is (`.width`).
enum TableColumnWidth: Equatable {
    case automatic
    case fixed(Int)
    case range(min: Int?, ideal: Int?, max: Int?)
}

/// Column content that lists its columns itself (`TableColumn`, builder groups).
@MainActor
protocol TableColumnsProviding {
    func collectColumns(into columns: inout [TableColumnSpec])
}

extension TableColumnContent {
    /// Adds this content's columns: its own, or its body's.
    func collectAnyColumns(into columns: inout [TableColumnSpec]) {
        if let provider = self as? TableColumnsProviding {
            provider.collectColumns(into: &columns)
        } else if TableColumnBody.self != Never.self {
            tableColumnBody.collectAnyColumns(into: &columns)
        }
    }
}

/// Builds table columns from the statements of a closure (SwiftUI's `TableColumnBuilder`).
@resultBuilder @MainActor
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A sortable column, unchanged.
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> { column }
    /// A column that does not sort, unchanged.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Never, Content, Label> { column }
    /// Column content, unchanged.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort { column }
    /// Column content that does not sort, unchanged.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }
    /// A closure of one column.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort { column }
    /// A closure of one column that does not sort.
    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }
    /// An `if` without `else`: the columns when the condition holds.
    public static func buildIf<Column: TableColumnContent>(_ column: Column?) -> _OptionalTableColumnContent<Column>
    where Column.TableRowValue == RowValue { _OptionalTableColumnContent(column: column) }
}

extension TableColumnBuilder {
    /// A closure of 2 columns, kept in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<
        RowValue, Sort, (C0, C1)
    >
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 2 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<
        RowValue, Never, (C0, C1)
    >
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 3 columns, kept in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 3 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 4 columns, kept in order.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 4 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Never,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 5 columns, kept in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue,
        C4.TableRowValue == RowValue
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 5 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Never,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Never, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 6 columns, kept in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue,
        C4.TableRowValue == RowValue, C5.TableRowValue == RowValue
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 6 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Never,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Never, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Never, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 7 columns, kept in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<
        RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)
    >
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue,
        C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
            c6.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 7 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<
        RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)
    >
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Never,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Never, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Never, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Never,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
            c6.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 8 columns, kept in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<
        RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)
    >
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue,
        C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
            c6.collectAnyColumns(into: &columns)
            c7.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 8 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<
        RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)
    >
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Never,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Never, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Never, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Never,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Never, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
            c6.collectAnyColumns(into: &columns)
            c7.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 9 columns, kept in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<
        RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    >
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue,
        C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue,
        C8.TableRowValue == RowValue
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
            c6.collectAnyColumns(into: &columns)
            c7.collectAnyColumns(into: &columns)
            c8.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 9 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<
        RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    >
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Never,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Never, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Never, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Never,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Never, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Never, C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
            c6.collectAnyColumns(into: &columns)
            c7.collectAnyColumns(into: &columns)
            c8.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 10 columns, kept in order.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<
        RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)
    >
    where
        C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue,
        C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue,
        C8.TableRowValue == RowValue, C9.TableRowValue == RowValue
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
            c6.collectAnyColumns(into: &columns)
            c7.collectAnyColumns(into: &columns)
            c8.collectAnyColumns(into: &columns)
            c9.collectAnyColumns(into: &columns)
        })
    }
    /// A closure of 10 unsortable columns, kept in order.
    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<
        RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)
    >
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableRowValue == RowValue,
        C1.TableColumnSortComparator == Never, C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Never,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Never, C4.TableRowValue == RowValue,
        C4.TableColumnSortComparator == Never, C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Never,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Never, C7.TableRowValue == RowValue,
        C7.TableColumnSortComparator == Never, C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Never,
        C9.TableRowValue == RowValue, C9.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(columns: { columns in
            c0.collectAnyColumns(into: &columns)
            c1.collectAnyColumns(into: &columns)
            c2.collectAnyColumns(into: &columns)
            c3.collectAnyColumns(into: &columns)
            c4.collectAnyColumns(into: &columns)
            c5.collectAnyColumns(into: &columns)
            c6.collectAnyColumns(into: &columns)
            c7.collectAnyColumns(into: &columns)
            c8.collectAnyColumns(into: &columns)
            c9.collectAnyColumns(into: &columns)
        })
    }
}

/// Several columns from one builder block (SwiftUI's `TupleTableColumnContent`).
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent, TableColumnsProviding {
    /// The rows' values.
    public typealias TableRowValue = RowValue
    /// The columns' comparators.
    public typealias TableColumnSortComparator = Sort
    /// `Never`: the table reads the columns.
    public typealias TableColumnBody = Never
    let columns: (inout [TableColumnSpec]) -> Void
    func collectColumns(into columns: inout [TableColumnSpec]) { self.columns(&columns) }
}

/// The columns of an `if` without `else` in a column builder, when its condition holds.
public struct _OptionalTableColumnContent<Wrapped: TableColumnContent>: TableColumnContent, TableColumnsProviding {
    /// The rows' values.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// The columns' comparators.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// `Never`: the table reads the columns.
    public typealias TableColumnBody = Never
    let column: Wrapped?
    func collectColumns(into columns: inout [TableColumnSpec]) { column?.collectAnyColumns(into: &columns) }
}
