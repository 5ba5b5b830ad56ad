import Gtk

/// Views computed from a collection, one per element, identified by id
/// (SwiftUI's `ForEach`).
///
/// Elements that move keep their widgets.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public let data: Data
    let id: (Data.Element) -> ID
    /// The key path `id` reads (nil: another function), which tells two
    /// renders' id functions apart: a list reuses the ids of elements
    /// that did not change only when it is the same (see `ListIDCache`).
    let idKey: AnyKeyPath?
    /// Makes the view of one element.
    public let content: (Data.Element) -> Content

    init(
        data: Data, id: @escaping (Data.Element) -> ID, idKey: AnyKeyPath? = nil,
        content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.idKey = idKey
        self.content = content
    }
}

extension ForEach: View where Content: View {
    /// `Never`: the renderer keeps each element's views, matched by identifier, as the data changes.
    public typealias Body = Never

    /// One view per element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, idKey: id, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, idKey: \Data.Element.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNode() -> KeyedNode { KeyedNode(viewType: Self.self) }
    func updateNode(_ node: KeyedNode, context: RenderContext) {
        guard let region = context.environment.lazyRegion else {
            let elements = data.map { (AnyHashable(id($0)), $0) }
            return node.update(elements, content: content, context: context)
        }
        // Directly in a lazy stack: the first `limit` elements; the views
        // inside draw all of theirs.
        var inner = context
        inner.environment.lazyRegion = nil
        let elements = data.map { (AnyHashable(id($0)), $0) }
        guard elements.count > region.limit else { return node.update(elements, content: content, context: inner) }
        region.noteUndrawn(elements.map(\.0))
        node.update(Array(elements.prefix(region.limit)), content: content, context: inner)
    }
}
