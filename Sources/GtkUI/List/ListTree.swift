import Gtk

/// A tree list's rows (a `List` with an `OutlineGroup`): each row has a
/// key string in GTK's tree model; this maps keys to the rows they show,
/// and keeps a row's key for as long as its id is shown, so that GTK keeps
/// its expansion and selection across renders.
@MainActor
final class ListTree {
    private var keyByID: [AnyHashable: String] = [:]
    private var lastKey = 0
    /// Root rows by key: their position in `rows`.
    private var rootPositions: [String: Int] = [:]
    /// The rows below the roots that GTK shows (children of expanded rows), by key.
    private var outlineRows: [String: OutlineRow] = [:]
    private(set) var rows = ListRows()

    /// The key of the row showing `id` (made the first time).
    func key(for id: AnyHashable) -> String {
        if let key = keyByID[id] { return key }
        lastKey += 1
        let key = "r\(lastKey)"
        keyByID[id] = key
        return key
    }

    /// Takes the new root rows; answers their keys, in order.
    func setRows(_ newRows: ListRows) -> [String] {
        rows = newRows
        let keys = newRows.ids.map { key(for: $0) }
        rootPositions = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return keys
    }

    /// The children's keys of the row of `key` (nil for a leaf), remembering what they show.
    func childKeys(of key: String) -> [String]? {
        guard let children = children(of: key) else { return nil }
        return children.map { child in
            let childKey = self.key(for: child.id)
            outlineRows[childKey] = child
            return childKey
        }
    }

    private func children(of key: String) -> [OutlineRow]? {
        if let position = rootPositions[key] {
            guard let (segment, _, offset) = rows.locate(position) else { return nil }
            return segment.children?(offset)
        }
        return outlineRows[key]?.children()
    }

    /// After new rows: shows the new children of every expanded row in
    /// `listView`, parents first, and forgets the keys of rows gone.
    func refreshExpandedRows(of listView: ListView) {
        let expanded = Set(listView.expandedKeys)
        outlineRows = [:]
        func refresh(_ key: String) {
            guard let keys = childKeys(of: key) else { return }
            listView.setChildKeys(of: key, to: keys)
            for child in keys where expanded.contains(child) { refresh(child) }
        }
        for key in rootPositions.keys where expanded.contains(key) { refresh(key) }
        let shown = Set(rootPositions.keys).union(outlineRows.keys)
        keyByID = keyByID.filter { shown.contains($0.value) }
    }

    /// What the row with `key` shows: a root row (its position in `rows`) or an outline row.
    func row(forKey key: String) -> ListRowRef? {
        if let position = rootPositions[key] { return rows.ref(at: position) }
        guard let row = outlineRows[key] else { return nil }
        return ListRowRef(kind: .content, id: row.id, selectionValue: row.id, render: row.render, text: row.text)
    }
}

/// One row of a list, resolved: what it is, its id and selection value, and how to render it.
@MainActor
struct ListRowRef {
    let kind: ListRowKind
    let id: AnyHashable
    let selectionValue: AnyHashable?
    let render: (PassthroughNode, RenderContext) -> Void
    /// A collapsible section's header: whether its rows show.
    var disclosure: Binding<Bool>?
    /// The root segment and offset, for edit actions (nil below an outline's roots).
    var segment: (index: Int, offset: Int)?
    /// The environment modifiers around the row inside the list (`render` applies them).
    var environment: ((inout EnvironmentValues) -> Void)?
    /// The row's text (its first label), for type-ahead.
    var text: () -> String? = { nil }
}

extension ListRows {
    /// The row at `position` (a root row in a tree list).
    func ref(at position: Int) -> ListRowRef? {
        guard let (segment, index, offset) = locate(position) else { return nil }
        let render = segment.render
        let environment = segment.environment
        let text = segment.text
        return ListRowRef(
            kind: segment.kind, id: ids[position], selectionValue: segment.kind == .content ? segment.selectionValue(offset) : nil,
            render: { node, context in
                var inner = context
                environment?(&inner.environment)
                render(offset, node, inner)
            },
            disclosure: segment.disclosure, segment: (index, offset), environment: environment, text: { text(offset) })
    }
}
