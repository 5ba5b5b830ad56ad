import Gtk

/// A node contributing the concatenated widgets of an ordered list of children.
///
/// Children removed by an animated change stay a while: their removal
/// transitions run (see `retire`), their revealers where the children
/// were, until the transitions end.
@MainActor
class ListNode: ViewNode {
    var children: [ViewNode] = []
    /// Children removed while their removal transitions run.
    private var leaving: [LeavingChild] = []

    /// Recomputes the contributed widgets from the children.
    func refresh() {
        guard !leaving.isEmpty else {
            setWidgets(children.flatMap(\.widgets))
            return
        }
        var widgets: [Widget] = []
        var placed = Set<ObjectIdentifier>()
        func appendLeaving(after anchor: ViewNode?) {
            for entry in leaving where entry.anchor === anchor && placed.insert(ObjectIdentifier(entry)).inserted {
                widgets += entry.widgets
                appendLeaving(after: entry.node)
            }
        }
        appendLeaving(after: nil)
        for child in children {
            widgets += child.widgets
            appendLeaving(after: child)
        }
        // Whatever they followed has gone since: at the end.
        for entry in leaving where placed.insert(ObjectIdentifier(entry)).inserted { widgets += entry.widgets }
        setWidgets(widgets)
    }

    override func childWidgetsChanged(_ child: ViewNode) { refresh() }

    /// Shows `inserted`, a child the render under way added, with the
    /// insertion transitions of its views (when the render animates).
    func enter(_ inserted: ViewNode) {
        let animation = TransactionScope.animation
        for transition in inserted.outermostTransitions { transition.enter(animation) }
    }

    /// Lets `removed` leave with the removal transitions of its views.
    ///
    /// `removed` is a child the render under way took out of `children`;
    /// when the render animates, its views stay after `anchor` (first,
    /// when nil) until their transitions end. `key` names it for `reclaim`.
    func retire(_ removed: ViewNode, key: AnyHashable, after anchor: ViewNode?) {
        let transitions = removed.outermostTransitions
        guard !transitions.isEmpty else { return }
        let animation = TransactionScope.animation
        let entry = LeavingChild(node: removed, key: key, anchor: anchor)
        for transition in transitions {
            let hiding = transition.leave(animation) { [weak self, weak entry, weak transition] in
                guard let self, let entry, let transition else { return }
                self.transitionEnded(transition, of: entry)
            }
            if hiding { entry.transitions.append(transition) }
        }
        if !entry.transitions.isEmpty { leaving.append(entry) }
    }

    /// Takes back the child leaving under `key` (inserted again before its
    /// removal ended): its views show again, and it is the caller's child.
    func reclaim(_ key: AnyHashable) -> ViewNode? {
        guard !leaving.isEmpty, let index = leaving.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = leaving.remove(at: index)
        for transition in entry.transitions { transition.cancelLeave() }
        return entry.node
    }

    private func transitionEnded(_ transition: TransitionNode, of entry: LeavingChild) {
        entry.transitions.removeAll { $0 === transition }
        if entry.transitions.isEmpty { leaving.removeAll { $0 === entry } }
        refresh()
    }
}

/// A child on its way out: its node, kept while the transitions of its
/// views run, and where its widgets stay meanwhile.
@MainActor
private final class LeavingChild {
    let node: ViewNode
    let key: AnyHashable
    /// The child it followed (nil: it came first).
    let anchor: ViewNode?
    /// Its transitions still hiding.
    var transitions: [TransitionNode] = []

    init(node: ViewNode, key: AnyHashable, anchor: ViewNode?) {
        self.node = node
        self.key = key
        self.anchor = anchor
    }

    /// The revealers still hiding.
    var widgets: [Widget] { transitions.map(\.revealer) }
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
