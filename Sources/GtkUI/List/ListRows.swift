import Gtk

/// What a row of a `List` is: content, or a section's header or footer.
enum ListRowKind { case content, header, footer }

/// Edits a `ForEach` in a list accepts (`.onDelete`, `.onMove`).
struct ListEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

/// A run of consecutive rows from one source: a `ForEach` (rendered lazily,
/// one element per row) or a single static row, header or footer.
@MainActor
struct ListSegment {
    let kind: ListRowKind
    /// Each row's identity (a `ForEach` element's id, or a structural id).
    let ids: [AnyHashable]
    /// Each row's selection value (its tag or element id); nil rows cannot be selected.
    let selectionValue: (Int) -> AnyHashable?
    /// Renders row `offset` into a row's root node.
    var render: (Int, PassthroughNode, RenderContext) -> Void
    var editActions = ListEditActions()
    /// A collapsible section's header (`Section(isExpanded:)`): whether its rows show.
    var disclosure: Binding<Bool>?
    /// An `OutlineGroup`'s roots: the children of row `offset` (nil for a leaf).
    var children: ((Int) -> [OutlineRow]?)?
    /// What the modifiers of row `offset` ask (read when the row is edited, not only when shown).
    var settings: (Int) -> ListRowSettings = { _ in ListRowSettings() }
    /// The environment modifiers around the segment inside the list
    /// (`.headerProminence`, `.font` on a `Section` or `ForEach`), outermost first.
    var environment: ((inout EnvironmentValues) -> Void)?
    /// A `ForEach` of an array: its elements and ids, for the next render to reuse (a `ListIDCache`).
    var idCache: AnyObject?
    /// Whether each row's selection value is its id (a `ForEach` without
    /// tags), so that the same ids select the same rows.
    var selectsByID = false
    /// The text of row `offset` (its first label, see `listRowText`), read without rendering it, for type-ahead.
    var text: (Int) -> String? = { _ in nil }
}

/// A row below an outline's root: what it shows and what it contains.
@MainActor
struct OutlineRow {
    /// The element's id (also its selection value).
    let id: AnyHashable
    /// Renders the row into a row's root node.
    let render: (PassthroughNode, RenderContext) -> Void
    /// The element's children (nil for a leaf).
    let children: () -> [OutlineRow]?
    /// The row's text (its first label), for type-ahead.
    var text: () -> String? = { nil }
}

/// A row that is not a section part, not in a `ForEach`: identified by
/// where it is in the list.
struct StaticRowID: Hashable {
    let section: Int
    let index: Int
}
/// A section's header or footer row.
struct SectionPartID: Hashable {
    let section: Int
    let isHeader: Bool
}

/// The flattened rows of a `List`'s content, in display order.
@MainActor
struct ListRows {
    private(set) var segments: [ListSegment] = []
    /// The first row of each segment.
    private(set) var starts: [Int] = []
    /// Every row's id, in order.
    private(set) var ids: [AnyHashable] = []

    var count: Int { ids.count }
    /// Whether an `OutlineGroup` adds rows that expand (the list is then a tree list).
    var hasOutline: Bool { segments.contains { $0.children != nil } }

    mutating func append(_ segment: ListSegment) {
        guard !segment.ids.isEmpty else { return }
        starts.append(ids.count)
        // The first segment's ids are shared, not copied (a 100,000-row `ForEach` is often the only one).
        if ids.isEmpty { ids = segment.ids } else { ids += segment.ids }
        segments.append(segment)
    }

    /// Applies a row modifier's `settings` (on a `ForEach` or a `Section`)
    /// to every row of the segments from `first` on.
    mutating func applySettings(_ settings: ListRowSettings, toSegmentsFrom first: Int) {
        for index in first..<segments.count {
            let render = segments[index].render
            let key = AnyHashable("segment-\(index)")
            segments[index].render = { offset, node, context in
                (node as? ListRowNode)?.addRowSettings(settings, from: key)
                render(offset, node, context)
            }
            let inner = segments[index].settings
            segments[index].settings = { offset in
                var combined = settings
                combined.fill(from: inner(offset))
                return combined
            }
        }
    }

    /// Applies an environment modifier around list structure (a `Section`
    /// or `ForEach` inside the list) to the rows of the segments from
    /// `first` on, outside the modifiers already there.
    mutating func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void, ofSegmentsFrom first: Int) {
        for index in first..<segments.count {
            let inner = segments[index].environment
            segments[index].environment = { environment in
                transform(&environment)
                inner?(&environment)
            }
            if let children = segments[index].children {
                segments[index].children = { children($0)?.map { $0.transformingEnvironment(transform) } }
            }
        }
    }

    /// Makes the last segment (a header) collapsible through `isExpanded`.
    mutating func setDisclosure(_ isExpanded: Binding<Bool>) {
        guard !segments.isEmpty else { return }
        segments[segments.count - 1].disclosure = isExpanded
    }

    /// The segment showing `position`, and the row's offset in it.
    func locate(_ position: Int) -> (segment: ListSegment, index: Int, offset: Int)? {
        guard position >= 0, position < ids.count else { return nil }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (segments[low], low, position - starts[low])
    }

    /// The selection value of the row at `position`.
    func selectionValue(at position: Int) -> AnyHashable? {
        guard let (segment, _, offset) = locate(position), segment.kind == .content else { return nil }
        return segment.selectionValue(offset)
    }

    /// Positions of rows whose selection value is in `values`.
    func positions(of values: Set<AnyHashable>) -> [Int] {
        guard !values.isEmpty else { return [] }
        var found: [Int] = []
        for (index, segment) in segments.enumerated() where segment.kind == .content {
            for offset in 0..<segment.ids.count {
                if let value = segment.selectionValue(offset), values.contains(value) { found.append(starts[index] + offset) }
            }
        }
        return found
    }

    /// The rows of a list's content; `previous`, the rows of its last
    /// render, lets unchanged `ForEach` ids be reused.
    static func collect<Content: View>(_ content: Content, previous: ListRows = ListRows()) -> ListRows {
        var collector = ListRowCollector(previous: previous)
        collector.walk(content)
        return collector.rows
    }
}

/// Views that add rows to a list themselves (sections, `ForEach`, edit actions).
@MainActor
protocol ListRowSource {
    func collectRows(into collector: inout ListRowCollector, editActions: ListEditActions)
}

/// Views a list looks through to their children (tuples, groups, conditions).
@MainActor
protocol ListTransparent {}
extension TupleView: ListTransparent {}
extension Group: ListTransparent {}
extension _ConditionalContent: ListTransparent {}
extension Optional: ListTransparent where Wrapped: View {}

/// Views whose type says whether they are list structure (rows of their
/// own) or one row: a row modifier is structure only around structure.
@MainActor
protocol ListStructureQuery {
    static var isListStructure: Bool { get }
}

/// Whether views of `type` add rows of their own (sections, `ForEach`,
/// groups) rather than being one row.
@MainActor
func isListStructure(_ type: Any.Type) -> Bool {
    if let query = type as? any ListStructureQuery.Type { return query.isListStructure }
    return type is any ListRowSource.Type || type is any ListTransparent.Type
}

/// Views that carry a selection tag (`.tag(_:)`).
@MainActor
protocol ListRowTagged { var anyTag: AnyHashable? { get } }
extension TaggedView: ListRowTagged { var anyTag: AnyHashable? { AnyHashable(tag) } }

/// Builds `ListRows` from a list's content, outside in.
@MainActor
struct ListRowCollector: ViewWalker {
    var rows = ListRows()
    /// The rows of the list's last render.
    let previous: ListRows
    /// The current section (0 before the first `Section`).
    private(set) var section = 0
    private var sectionCount = 0
    private var staticIndex = 0

    init(previous: ListRows = ListRows()) { self.previous = previous }

    /// The last render's segment at the index the next segment will have.
    var previousSegmentAtNext: ListSegment? {
        let index = rows.segments.count
        return index < previous.segments.count ? previous.segments[index] : nil
    }

    mutating func visit<V: View>(_ view: V) -> Bool {
        if V.self == EmptyView.self { return true }
        if let source = view as? ListRowSource {
            source.collectRows(into: &self, editActions: ListEditActions())
            return true
        }
        if view is any ListTransparent { return false }
        // A view whose body is list structure (a `Section` factored into its own view) adds rows.
        if V.Body.self != Never.self, isListStructure(V.Body.self) {
            return false
        }
        addStaticRow(view, kind: .content)
        return true
    }

    /// Adds one row showing `view`.
    mutating func addStaticRow<V: View>(_ view: V, kind: ListRowKind) {
        let id: AnyHashable
        switch kind {
        case .content:
            id = (view as? ListRowTagged)?.anyTag ?? AnyHashable(StaticRowID(section: section, index: staticIndex))
            staticIndex += 1
        case .header, .footer:
            id = AnyHashable(SectionPartID(section: section, isHeader: kind == .header))
        }
        let tag = (view as? ListRowTagged)?.anyTag
        var segment = ListSegment(
            kind: kind, ids: [id], selectionValue: { _ in tag },
            render: { _, node, context in node.render(view, context: context) })
        segment.settings = { _ in ListRowSettingsReader.settings(of: view) }
        segment.text = { _ in listRowText(view) }
        rows.append(segment)
    }

    /// Adds a section's header row; `isExpanded` makes it collapsible.
    mutating func addSectionHeader<V: View>(_ view: V, isExpanded: Binding<Bool>?) {
        addStaticRow(view, kind: .header)
        if let isExpanded { rows.setDisclosure(isExpanded) }
    }

    /// Adds the rows of a modifier's content that is list structure (a row
    /// or environment modifier on a `Section` or `ForEach`) and returns the
    /// index of its first segment, for the modifier to apply itself to.
    mutating func collectModified<V: View>(_ content: V, editActions: ListEditActions) -> Int {
        let first = rows.segments.count
        if let source = content as? ListRowSource {
            source.collectRows(into: &self, editActions: editActions)
        } else {
            walk(content)
        }
        return first
    }

    /// Adds the rows of one section: `body` adds its content.
    mutating func inSection(_ body: (inout ListRowCollector) -> Void) {
        let outer = (section, staticIndex)
        sectionCount += 1
        section = sectionCount
        staticIndex = 0
        body(&self)
        (section, staticIndex) = outer
    }
}

extension ForEach: ListRowSource where Content: View {
    func collectRows(into collector: inout ListRowCollector, editActions: ListEditActions) {
        // Elements that are list structure themselves (a `Section` per group) are walked one by one.
        if isListStructure(Content.self) {
            for element in data { collector.walk(content(element)) }
            return
        }
        let data = self.data
        let content = self.content
        let ids: [AnyHashable]
        var idCache: AnyObject?
        if let idKey, let elements = data as? [Data.Element] {
            let previous = collector.previousSegmentAtNext?.idCache as? ListIDCache<Data.Element, ID>
            ids = previous?.reusedIDs(for: elements, idKey: idKey, id: id) ?? elements.map { AnyHashable(id($0)) }
            idCache = ListIDCache<Data.Element, ID>(elements: elements, idKey: idKey, ids: ids)
        } else {
            ids = data.map { AnyHashable(id($0)) }
        }
        func element(_ offset: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: offset)] }
        let selectionValue: (Int) -> AnyHashable?
        if Content.self is any ListRowTagged.Type {
            let tags = data.map { (content($0) as? ListRowTagged)?.anyTag }
            // An untagged row (a row modifier without `.tag` inside) selects its id.
            selectionValue = { tags[$0] ?? ids[$0] }
        } else {
            selectionValue = { ids[$0] }
        }
        var segment = ListSegment(
            kind: .content, ids: ids, selectionValue: selectionValue,
            render: { offset, node, context in node.render(content(element(offset)), context: context) },
            editActions: editActions)
        segment.idCache = idCache
        segment.text = { listRowText(content(element($0))) }
        segment.selectsByID = !(Content.self is any ListRowTagged.Type)
        if Content.self is any ListRowSettingsCarrying.Type {
            segment.settings = { ListRowSettingsReader.settings(of: content(element($0))) }
        }
        collector.rows.append(segment)
    }
}
