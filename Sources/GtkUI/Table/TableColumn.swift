import Gtk

/// A column of a `Table`: its header and the view of each row's cell
/// (SwiftUI's `TableColumn`), drawn as a GtkColumnViewColumn.
///
/// A column with a `value` key path (or `sortUsing:`) sorts: a click on
/// its header (GTK's sort arrow) writes the table's `sortOrder`, and the
/// app sorts its rows, as SwiftUI expects. Key paths of `String` show the
/// string as the cell.
///
/// ```swift
/// TableColumn("Customer", value: \.customer)
/// TableColumn("Total", value: \.total) { Text($0.total, format: .currency(code: "EUR")) }
/// ```
@MainActor @preconcurrency
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent,
    TableColumnsProviding
{
    /// The rows' values.
    public typealias TableRowValue = RowValue
    /// The column's comparator type.
    public typealias TableColumnSortComparator = Sort
    /// `Never`: the table reads the column.
    public typealias TableColumnBody = Never
    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var width = TableColumnWidth.automatic

    func collectColumns(into columns: inout [TableColumnSpec]) {
        let content = self.content
        columns.append(
            TableColumnSpec(
                title: GtkUI.describe(label).bestLabel ?? "", width: width, comparator: comparator,
                cell: { value in (value as? RowValue).map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }
}

extension TableColumn {
    /// The column at exactly `width` points (nil: as wide as it needs);
    /// the user cannot resize it.
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.width = width.map { .fixed(Int($0.rounded())) } ?? .automatic
        return column
    }

    /// The column starting at `ideal` points (else `min`); the user can resize it.
    ///
    /// GTK 4.8's columns have no size limits: `min` and `max` are not enforced.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        func points(_ value: CGFloat?) -> Int? { value.flatMap { $0.isFinite ? Int($0.rounded()) : nil } }
        column.width = .range(min: points(min), ideal: points(ideal), max: points(max))
        return column
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column sorted by the comparable value at `value`.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content, comparator: KeyPathComparator(sendable(value)))
    }
    /// A column titled with `text`, sorted by the comparable value at `value`.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content, comparator: KeyPathComparator(sendable(value)))
    }
    /// A column sorted by `comparator` on the value at `value`.
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: Text(title), content: content, comparator: KeyPathComparator(sendable(value), comparator: comparator))
    }
    /// A column titled with `text`, sorted by `comparator` on the value at `value`.
    public init<V, C: SortComparator>(
        _ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: text, content: content, comparator: KeyPathComparator(sendable(value), comparator: comparator))
    }
    /// A column showing and sorted by the string at `value`.
    ///
    /// SwiftUI's default comparator, `.localizedStandard`, does not exist
    /// in Linux's Foundation: the default here is `.lexical`.
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(
            label: Text(title), content: { Text($0[keyPath: value]) },
            comparator: KeyPathComparator(sendable(value), comparator: comparator))
    }
    /// A column titled with `text`, showing and sorted by the string at `value`.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(
            label: text, content: { Text($0[keyPath: value]) }, comparator: KeyPathComparator(sendable(value), comparator: comparator))
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// A column sorted by `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: comparator)
    }
    /// A column titled with `text`, sorted by `comparator`.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content, comparator: comparator)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column that does not sort.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: nil)
    }
    /// A column titled with `text` that does not sort.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content, comparator: nil)
    }
    /// A column showing the string at `value`, that does not sort.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), content: { Text($0[keyPath: value]) }, comparator: nil)
    }
    /// A column titled with `text` showing the string at `value`, that does not sort.
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, content: { Text($0[keyPath: value]) }, comparator: nil)
    }
}

/// A key path as `KeyPathComparator` takes it on Linux (`KeyPath & Sendable`).
///
/// SwiftUI's `TableColumn` takes a plain `KeyPath`; Linux Foundation's
/// comparator requires a sendable one. A key path is an immutable value
/// (the key paths tables are given are literals of stored properties), so
/// it is shared as is: the marker protocol changes nothing at run time.
func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
}
