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
        forEachView(TupleChildReconciler(list: list, context: context))
        list.refresh()
    }
}

/// Renders a tuple view's views, in order, into its list node's children.
@MainActor
private final class TupleChildReconciler: TupleViewVisitor {
    private let list: ListNode
    private let context: RenderContext
    private var index = 0

    init(list: ListNode, context: RenderContext) {
        self.list = list
        self.context = context
    }

    func visit<V: View>(_ view: V) {
        let existing = index < list.children.count ? list.children[index] : nil
        let updated = reconcile(existing, with: view, parent: list, context: context)
        if index < list.children.count { list.children[index] = updated } else { list.children.append(updated) }
        index += 1
    }
}
