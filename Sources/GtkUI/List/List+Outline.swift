import Gtk

extension List where SelectionValue == Never {
    /// A hierarchical list: one row per element, and below each element
    /// with children (`children` not nil) a disclosure triangle showing them.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: .none)
    }

    /// A hierarchical list of elements identified by `id`.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: .none)
    }
}

extension List {
    /// A hierarchical list whose rows the user can select several of.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: .multiple(selection))
    }

    /// A hierarchical list whose rows the user can select one of.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: .single(selection))
    }

    /// A hierarchical list of elements identified by `id`; several can be selected.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: .multiple(selection))
    }

    /// A hierarchical list of elements identified by `id`; one can be selected.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: .single(selection))
    }
}
