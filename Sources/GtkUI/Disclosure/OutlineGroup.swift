import Gtk

/// A tree of data, each element with optional children (SwiftUI's `OutlineGroup`).
///
/// In a `List` each element is a row, and elements with children have a
/// disclosure triangle (GtkTreeListModel rows in GtkTreeExpanders): click
/// it, or press Right and Left, to expand and collapse. Elsewhere the tree
/// is nested `DisclosureGroup`s.
///
/// ```swift
/// List {
///     OutlineGroup(folders, children: \.subfolders) { folder in
///         Label(folder.name, systemImage: "folder")
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// The tree under one root element.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The trees under each element of `data`.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The tree under one root element, identified by `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// The trees under each element of `data`, identified by `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    init(
        roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.roots = roots
        self.id = { $0[keyPath: id] }
        self.children = { $0[keyPath: children] }
        self.content = content
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// `Never`: a primitive view, drawn as tree rows in a list, else as nested disclosure groups.
    public typealias Body = Never
}

extension OutlineGroup: PrimitiveView where Parent: View, Leaf: View, Subgroup: View {
    func makeNode() -> KeyedNode { KeyedNode(viewType: Self.self) }
    func updateNode(_ node: KeyedNode, context: RenderContext) {
        let elements = roots.map { (AnyHashable(id($0)), $0) }
        node.update(elements, content: nested, context: context)
    }

    /// An element outside lists: its content, in a disclosure group of its children when it has some.
    private func nested(_ element: Data.Element) -> AnyView {
        guard let children = children(element) else { return AnyView(content(element)) }
        let group = OutlineGroup(roots: Array(children), id: id, children: self.children, content: content)
        return AnyView(
            DisclosureGroup {
                OutlineSubgroupChildren(view: AnyView(group))
            } label: {
                content(element)
            })
    }
}

extension OutlineGroup: ListRowSource where Parent: View, Leaf: View, Subgroup: View {
    func collectRows(into collector: inout ListRowCollector, editActions: ListEditActions) {
        let roots = self.roots
        let ids = roots.map { AnyHashable(id($0)) }
        let content = self.content
        collector.rows.append(
            ListSegment(
                kind: .content, ids: ids, selectionValue: { ids[$0] },
                render: { offset, node, context in node.render(content(roots[offset]), context: context) },
                editActions: editActions, children: { outlineRows(of: roots[$0]) }, text: { listRowText(content(roots[$0])) }))
    }

    /// The rows of an element's children (nil for a leaf).
    private func outlineRows(of element: Data.Element) -> [OutlineRow]? {
        guard let children = children(element) else { return nil }
        let content = self.content
        return children.map { child in
            OutlineRow(
                id: AnyHashable(id(child)),
                render: { node, context in node.render(content(child), context: context) },
                children: { outlineRows(of: child) }, text: { listRowText(content(child)) })
        }
    }
}

/// The children of an outline element shown in a `DisclosureGroup` (SwiftUI's `OutlineSubgroupChildren`).
public struct OutlineSubgroupChildren: View, PrimitiveView {
    /// `Never`: the renderer draws the children's outline.
    public typealias Body = Never
    let view: AnyView

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) { node.render(view, context: context) }
}
