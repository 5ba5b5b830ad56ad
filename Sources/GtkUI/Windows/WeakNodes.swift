import Gtk

/// Nodes a window follows without keeping them alive (its inspectors, its
/// `.onOpenURL` views), in the order they first registered: a view that is
/// gone drops out.
@MainActor
struct WeakNodes<Node: AnyObject> {
    private var entries: [Entry] = []

    private struct Entry {
        weak var node: Node?
    }

    /// Adds `node` once.
    mutating func register(_ node: Node) {
        entries.removeAll { $0.node == nil }
        if !entries.contains(where: { $0.node === node }) { entries.append(Entry(node: node)) }
    }

    /// The live nodes, in order.
    var live: [Node] { entries.compactMap(\.node) }
}
