import Gtk

/// The node of a `ForEach`: children keyed by element id, reordered by data order.
///
/// Elements removed in an animated change leave with their views' removal
/// transitions, where they were; elements added enter with their
/// insertion transitions.
@MainActor
final class KeyedNode: ListNode {
    var byID: [AnyHashable: ViewNode] = [:]
    var duplicateWarned: Set<AnyHashable> = []
    private var hasRendered = false

    func update<Element, V: View>(_ elements: [(AnyHashable, Element)], content: (Element) -> V, context: RenderContext) {
        var next: [AnyHashable: ViewNode] = [:]
        var ordered: [ViewNode] = []
        var inserted: [ViewNode] = []
        for (id, element) in elements {
            if next[id] != nil {
                if duplicateWarned.insert(id).inserted {
                    Diagnostics.warn("ForEach: duplicate id \(id); only the first element with it is shown")
                }
                continue
            }
            let existing = byID[id] ?? (hasRendered ? reclaim(id) : nil)
            let node = reconcile(existing, with: content(element), parent: self, context: context)
            if existing == nil && hasRendered { inserted.append(node) }
            next[id] = node
            ordered.append(node)
        }
        if hasRendered && byID.keys.contains(where: { next[$0] == nil }) { retireRemoved(keeping: next) }
        byID = next
        children = ordered
        if let targets = context.environment.scrollPositionTargets {
            for (id, node) in next { targets.register(id, node) }
        }
        for node in inserted { enter(node) }
        hasRendered = true
        refresh()
    }

    /// Retires the children whose ids are not in `next`, each after the
    /// last child before it that stays.
    private func retireRemoved(keeping next: [AnyHashable: ViewNode]) {
        var idOf: [ObjectIdentifier: AnyHashable] = [:]
        for (id, node) in byID { idOf[ObjectIdentifier(node)] = id }
        var anchor: ViewNode?
        for old in children {
            guard let id = idOf[ObjectIdentifier(old)] else { continue }
            if next[id] === old {
                anchor = old
            } else {
                retire(old, key: id, after: anchor)
            }
        }
    }
}
