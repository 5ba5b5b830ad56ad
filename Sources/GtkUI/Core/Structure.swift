import Gtk

/// A node contributing the concatenated widgets of an ordered list of children.
@MainActor
class ListNode: ViewNode {
    var children: [ViewNode] = []

    /// Recomputes the contributed widgets from the children.
    func refresh() { setWidgets(children.flatMap(\.widgets)) }

    override func childWidgetsChanged(_ child: ViewNode) { refresh() }
}

extension EmptyView: PrimitiveView {
    func makeNode() -> ViewNode { ViewNode(viewType: Self.self) }
    func updateNode(_ node: ViewNode, context: RenderContext) {}
}

extension TupleView: PrimitiveView {
    func makeNode() -> ListNode { ListNode(viewType: Self.self) }
    func updateNode(_ list: ListNode, context: RenderContext) {
        var index = 0
        for child in repeat each content {
            let existing = index < list.children.count ? list.children[index] : nil
            let updated = reconcile(existing, with: child, parent: list, context: context)
            if index < list.children.count { list.children[index] = updated } else { list.children.append(updated) }
            index += 1
        }
        list.refresh()
    }
}

/// The node of an `if`/`else` or optional view: one child per branch identity.
@MainActor
final class BranchNode: ListNode {
    var branch = -1

    func show<V: View>(_ view: V?, branch newBranch: Int, context: RenderContext) {
        if newBranch != branch {
            children.removeAll()
            branch = newBranch
        }
        if let view {
            children = [reconcile(children.first, with: view, parent: self, context: context)]
        }
        refresh()
    }
}

extension _ConditionalContent: PrimitiveView {
    func makeNode() -> BranchNode { BranchNode(viewType: Self.self) }
    func updateNode(_ branchNode: BranchNode, context: RenderContext) {
        switch storage {
        case .trueContent(let view): branchNode.show(view, branch: 0, context: context)
        case .falseContent(let view): branchNode.show(view, branch: 1, context: context)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode() -> BranchNode { BranchNode(viewType: Self.self) }
    func updateNode(_ branchNode: BranchNode, context: RenderContext) {
        switch self {
        case .some(let view): branchNode.show(view, branch: 0, context: context)
        case .none: branchNode.show(Optional<EmptyView>.none, branch: 1, context: context)
        }
    }
}

extension Group: PrimitiveView where Content: View {
    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        node.render(content, context: context)
    }
}

/// Views computed from a collection, one per element, identified by id
/// (SwiftUI's `ForEach`). Elements that move keep their widgets.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public let data: Data
    let id: (Data.Element) -> ID
    /// Makes the view of one element.
    public let content: (Data.Element) -> Content

    init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// One view per element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content)
    }
}

/// The node of a `ForEach`: children keyed by element id, reordered by data order.
@MainActor
final class KeyedNode: ListNode {
    var byID: [AnyHashable: ViewNode] = [:]
    var duplicateWarned: Set<AnyHashable> = []

    func update<Element, V: View>(_ elements: [(AnyHashable, Element)], content: (Element) -> V, context: RenderContext) {
        var next: [AnyHashable: ViewNode] = [:]
        var ordered: [ViewNode] = []
        for (id, element) in elements {
            if next[id] != nil {
                if duplicateWarned.insert(id).inserted {
                    Diagnostics.warn("ForEach: duplicate id \(id); only the first element with it is shown")
                }
                continue
            }
            let node = reconcile(byID[id], with: content(element), parent: self, context: context)
            next[id] = node
            ordered.append(node)
        }
        byID = next
        children = ordered
        refresh()
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNode() -> KeyedNode { KeyedNode(viewType: Self.self) }
    func updateNode(_ node: KeyedNode, context: RenderContext) {
        let elements = data.map { (AnyHashable(id($0)), $0) }
        node.update(elements, content: content, context: context)
    }
}
