import Gtk

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
