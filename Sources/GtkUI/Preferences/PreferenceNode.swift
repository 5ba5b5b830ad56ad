import Gtk

/// One view's part in a preference's flow, as its node sees it.
struct PreferenceOutput {
    /// The value (of the key's `Value` type).
    let value: Any
    /// Made from a `GeometryReader` that has not been allocated yet: its
    /// size is a placeholder, so readers wait for the real one.
    let isProvisional: Bool
}

/// The node of a view that writes, transforms or reads one preference key.
///
/// Each such node joins the nearest ancestor node of the same key (its
/// aggregator) when it first renders; an aggregator combines its members'
/// outputs with the key's `reduce`, in the order their widgets have in the
/// widget tree (view order: stacks, lists and `ForEach` place their
/// widgets in order). A member that renders or goes away tells its
/// aggregator, which tells its own, up to the readers, which act after the
/// renders of the update (`UpdateScheduler.scheduleAfterRenders`).
@MainActor
class PreferenceNode: PassthroughNode {
    let keyID: ObjectIdentifier
    private weak var aggregator: PreferenceNode?
    private var joined = false
    private var members: [WeakPreferenceMember] = []
    /// Whether any member ever joined (a reader of a key nothing sets does not act).
    private(set) var hadMembers = false

    init(viewType: Any.Type, key: Any.Type) {
        keyID = ObjectIdentifier(key)
        super.init(viewType: viewType)
    }

    /// Tells the aggregator this node's output may have changed.
    ///
    /// Joins it on the first call. Call after each render.
    func outputMayHaveChanged() {
        if !joined {
            joined = true
            aggregator = nearestAggregator()
            aggregator?.join(self)
        }
        aggregator?.memberChanged()
    }

    private func nearestAggregator() -> PreferenceNode? {
        var node = parent
        while let current = node {
            if let candidate = current as? PreferenceNode, candidate.keyID == keyID { return candidate }
            node = current.parent
        }
        return nil
    }

    private func join(_ member: PreferenceNode) {
        members.append(WeakPreferenceMember(node: member))
        hadMembers = true
    }

    /// A member rendered, changed or went away.
    ///
    /// Default: pass it on.
    func memberChanged() { aggregator?.memberChanged() }

    /// What this node sends up for its key (nil: nothing).
    func output() -> PreferenceOutput? { reducedMembers() }

    /// The members' outputs combined by `K.reduce` in view order (nil when
    /// no member sends anything).
    func reducedMembers() -> PreferenceOutput? { nil }

    /// The living members in view order.
    func orderedMembers() -> [PreferenceNode] {
        members.removeAll { $0.node == nil }
        let live = members.compactMap(\.node)
        guard live.count > 1 else { return live }
        let paths = live.map { $0.widgets.first.map(PreferenceNode.treePath) }
        return live.indices.sorted { a, b in
            switch (paths[a], paths[b]) {
            case (let pa?, let pb?): return pa.lexicographicallyPrecedes(pb) || (pa == pb && a < b)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }.map { live[$0] }
    }

    /// The widget's place in the widget tree: its index among its
    /// siblings, its parent's, and so on up, outermost first.
    static func treePath(_ widget: Widget) -> [Int] {
        var path: [Int] = []
        var current = widget
        while let parent = current.parent {
            path.append(parent.children.firstIndex { $0.isSameObject(as: current) } ?? 0)
            current = parent
        }
        return path.reversed()
    }

    /// Whether this node sits in a `GeometryReader` whose content has not
    /// yet been made from a real allocation.
    var isInUnallocatedGeometry: Bool {
        nearestAncestor(GeometryReaderNode.self).map { !$0.hasRenderedAllocation } ?? false
    }

    isolated deinit {
        aggregator?.memberChanged()
    }
}

/// A member an aggregator holds weakly: members belong to their parents.
struct WeakPreferenceMember {
    weak var node: PreferenceNode?
}

/// A preference node of one key type: reduces its members' values.
@MainActor
class TypedPreferenceNode<K: PreferenceKey>: PreferenceNode {
    init(viewType: Any.Type) { super.init(viewType: viewType, key: K.self) }

    override func reducedMembers() -> PreferenceOutput? {
        var result: K.Value?
        var provisional = false
        for member in orderedMembers() {
            guard let output = member.output(), let value = output.value as? K.Value else { continue }
            provisional = provisional || output.isProvisional
            if result == nil {
                result = value
            } else {
                K.reduce(value: &result!) { value }
            }
        }
        return result.map { PreferenceOutput(value: $0, isProvisional: provisional) }
    }

    /// The reduced value, or the key's default when nothing inside sets it.
    func currentValue() -> (value: K.Value, isProvisional: Bool) {
        guard let output = reducedMembers(), let value = output.value as? K.Value else { return (K.defaultValue, false) }
        return (value, output.isProvisional)
    }
}
