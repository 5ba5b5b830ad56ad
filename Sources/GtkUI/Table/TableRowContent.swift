import Gtk

/// Rows of a `Table` (SwiftUI's `TableRowContent`): `TableRow`, `ForEach`
/// of them, and a builder's groups; a type of your own composes them in
/// `tableRowBody`.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The row content this content is made of.
    associatedtype TableRowBody: TableRowContent
    /// The rows of this content.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    /// `Never` is its own body.
    public typealias TableRowBody = Never
    /// Traps if called: `Never` has no values.
    public var tableRowBody: Never { return fatalError("Never has no table row body") }
}

extension TableRowContent where TableRowBody == Never {
    /// Primitive row content has no body; the table reads it directly.
    public var tableRowBody: Never { return fatalError("\(type(of: self)) is primitive row content and has no body") }
}

/// One row of a table, type-erased: its id and its value.
struct TableRowItem {
    let id: AnyHashable
    let value: Any
}

/// Row content that lists its rows itself.
@MainActor
protocol TableRowsProviding {
    func collectRows(into rows: inout [TableRowItem])
}

extension TableRowContent {
    /// Adds this content's rows: its own, or its body's.
    func collectAnyRows(into rows: inout [TableRowItem]) {
        if let provider = self as? TableRowsProviding {
            provider.collectRows(into: &rows)
        } else if TableRowBody.self != Never.self {
            tableRowBody.collectAnyRows(into: &rows)
        }
    }
}

/// One row of a table with static rows (SwiftUI's `TableRow`).
public struct TableRow<Value: Identifiable>: TableRowContent, TableRowsProviding {
    /// The row's value.
    public typealias TableRowValue = Value
    /// `Never`: the table reads the row.
    public typealias TableRowBody = Never
    let value: Value

    /// A row showing `value` in each column.
    public init(_ value: Value) { self.value = value }

    func collectRows(into rows: inout [TableRowItem]) { rows.append(TableRowItem(id: AnyHashable(value.id), value: value)) }
}

/// The rows of a table made from a collection (SwiftUI's `TableForEachContent`).
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, TableRowsProviding where Data.Element: Identifiable {
    /// The rows' values.
    public typealias TableRowValue = Data.Element
    /// `Never`: the table reads the rows.
    public typealias TableRowBody = Never
    let data: Data

    func collectRows(into rows: inout [TableRowItem]) {
        rows.reserveCapacity(rows.count + data.count)
        for element in data { rows.append(TableRowItem(id: AnyHashable(element.id), value: element)) }
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The rows' values.
    public typealias TableRowValue = Content.TableRowValue
    /// `Never`: the table reads the rows.
    public typealias TableRowBody = Never
}

extension ForEach: TableRowsProviding where Content: TableRowContent {
    func collectRows(into rows: inout [TableRowItem]) {
        for element in data { content(element).collectAnyRows(into: &rows) }
    }
}

extension ForEach where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows made from each `Identifiable` element of `data`.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TableRowValue {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

/// Builds table rows from the statements of a closure (SwiftUI's `TableRowBuilder`).
@resultBuilder @MainActor
public struct TableRowBuilder<Value: Identifiable> {
    /// Row content, unchanged.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }
    /// A closure of one row.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value { content }
    /// An `if` without `else`: the rows when the condition holds.
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> _OptionalTableRowContent<Content>
    where Content.TableRowValue == Value { _OptionalTableRowContent(content: content) }
}

extension TableRowBuilder {
    /// A closure of 2 rows, kept in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
        })
    }
    /// A closure of 3 rows, kept in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
            c2.collectAnyRows(into: &rows)
        })
    }
    /// A closure of 4 rows, kept in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
            c2.collectAnyRows(into: &rows)
            c3.collectAnyRows(into: &rows)
        })
    }
    /// A closure of 5 rows, kept in order.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value
    {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
            c2.collectAnyRows(into: &rows)
            c3.collectAnyRows(into: &rows)
            c4.collectAnyRows(into: &rows)
        })
    }
    /// A closure of 6 rows, kept in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value
    {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
            c2.collectAnyRows(into: &rows)
            c3.collectAnyRows(into: &rows)
            c4.collectAnyRows(into: &rows)
            c5.collectAnyRows(into: &rows)
        })
    }
    /// A closure of 7 rows, kept in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C6: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value
    {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
            c2.collectAnyRows(into: &rows)
            c3.collectAnyRows(into: &rows)
            c4.collectAnyRows(into: &rows)
            c5.collectAnyRows(into: &rows)
            c6.collectAnyRows(into: &rows)
        })
    }
    /// A closure of 8 rows, kept in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C6: TableRowContent, C7: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<
        Value, (C0, C1, C2, C3, C4, C5, C6, C7)
    >
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value
    {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
            c2.collectAnyRows(into: &rows)
            c3.collectAnyRows(into: &rows)
            c4.collectAnyRows(into: &rows)
            c5.collectAnyRows(into: &rows)
            c6.collectAnyRows(into: &rows)
            c7.collectAnyRows(into: &rows)
        })
    }
    /// A closure of 9 rows, kept in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C6: TableRowContent, C7: TableRowContent, C8: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableRowContent<
        Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    >
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
        C8.TableRowValue == Value
    {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
            c2.collectAnyRows(into: &rows)
            c3.collectAnyRows(into: &rows)
            c4.collectAnyRows(into: &rows)
            c5.collectAnyRows(into: &rows)
            c6.collectAnyRows(into: &rows)
            c7.collectAnyRows(into: &rows)
            c8.collectAnyRows(into: &rows)
        })
    }
    /// A closure of 10 rows, kept in order.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableRowContent<
        Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)
    >
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value, C3.TableRowValue == Value,
        C4.TableRowValue == Value, C5.TableRowValue == Value, C6.TableRowValue == Value, C7.TableRowValue == Value,
        C8.TableRowValue == Value, C9.TableRowValue == Value
    {
        TupleTableRowContent(rows: { rows in
            c0.collectAnyRows(into: &rows)
            c1.collectAnyRows(into: &rows)
            c2.collectAnyRows(into: &rows)
            c3.collectAnyRows(into: &rows)
            c4.collectAnyRows(into: &rows)
            c5.collectAnyRows(into: &rows)
            c6.collectAnyRows(into: &rows)
            c7.collectAnyRows(into: &rows)
            c8.collectAnyRows(into: &rows)
            c9.collectAnyRows(into: &rows)
        })
    }
}

/// Several rows from one builder block (SwiftUI's `TupleTableRowContent`).
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, TableRowsProviding {
    /// The rows' values.
    public typealias TableRowValue = Value
    /// `Never`: the table reads the rows.
    public typealias TableRowBody = Never
    let rows: (inout [TableRowItem]) -> Void
    func collectRows(into rows: inout [TableRowItem]) { self.rows(&rows) }
}

/// The rows of an `if` without `else` in a row builder, when its condition holds.
public struct _OptionalTableRowContent<Wrapped: TableRowContent>: TableRowContent, TableRowsProviding {
    /// The rows' values.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// `Never`: the table reads the rows.
    public typealias TableRowBody = Never
    let content: Wrapped?
    func collectRows(into rows: inout [TableRowItem]) { content?.collectAnyRows(into: &rows) }
}
