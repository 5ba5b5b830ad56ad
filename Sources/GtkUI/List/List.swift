import Gtk

/// Rows of data in a scrolling column, optionally selectable (SwiftUI's `List`).
///
/// Drawn as a GtkListView: only the rows on screen have widgets, reused as
/// the list scrolls, so a list of 100,000 rows costs what a screenful does.
/// Click or arrow keys select (Ctrl and Shift extend a multiple selection);
/// Delete deletes the selected rows of a `ForEach` with `.onDelete`.
///
/// ```swift
/// List(books, selection: $selectedID) { book in
///     Label(book.title, systemImage: "book")
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkListView` with one row per item.
    public typealias Body = Never
    let content: Content
    let selection: ListSelectionBinding
}

/// A list's selection binding, type-erased to row selection values.
@MainActor
struct ListSelectionBinding {
    let mode: ListSelectionMode
    let read: () -> Set<AnyHashable>
    let write: (Set<AnyHashable>) -> Void

    static let none = ListSelectionBinding(mode: .none, read: { [] }, write: { _ in })

    static func single<Value: Hashable>(_ binding: Binding<Value?>?) -> ListSelectionBinding {
        guard let binding else { return .none }
        return ListSelectionBinding(
            mode: .single,
            read: {
                binding.wrappedValue.map { [AnyHashable($0)] } ?? []
            },
            write: { values in
                let value = values.first.flatMap { $0.base as? Value }
                if binding.wrappedValue != value { binding.wrappedValue = value }
            })
    }

    static func multiple<Value: Hashable>(_ binding: Binding<Set<Value>>?) -> ListSelectionBinding {
        guard let binding else { return .none }
        return ListSelectionBinding(
            mode: .multiple,
            read: {
                Set(binding.wrappedValue.map { AnyHashable($0) })
            },
            write: { values in
                let typed = Set(values.compactMap { $0.base as? Value })
                if binding.wrappedValue != typed { binding.wrappedValue = typed }
            })
    }
}

extension List {
    /// A list whose rows the user can select several of, into `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: .multiple(selection))
    }
    /// A list whose rows the user can select one of, into `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: .single(selection))
    }
    /// One row per `Identifiable` element; several can be selected.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init(content: ForEach(data, content: rowContent), selection: .multiple(selection))
    }
    /// One row per element identified by `id`; several can be selected.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: .multiple(selection))
    }
    /// One row per `Identifiable` element; one can be selected.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init(content: ForEach(data, content: rowContent), selection: .single(selection))
    }
    /// One row per element identified by `id`; one can be selected.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: .single(selection))
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows built by `content`, without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: .none)
    }
    /// One row per `Identifiable` element.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        self.init(content: ForEach(data, content: rowContent), selection: .none)
    }
    /// One row per element identified by `id`.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: .none)
    }
    /// One row per integer of a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(content: ForEach(data, content: rowContent), selection: .none)
    }
}

extension List: PrimitiveView {
    func makeNode() -> ListViewNode { ListViewNode(viewType: Self.self, selectionMode: selection.mode) }
    func updateNode(_ node: ListViewNode, context: RenderContext) {
        node.update(rows: ListRows.collect(content, previous: node.rows), selection: selection, context: context)
    }
}
