import Gtk

/// The node of an `if`/`else` or optional view: one child per branch identity.
///
/// A branch left in an animated change leaves with its views' removal
/// transitions, the branch taken enters with their insertion transitions;
/// going back to a branch still leaving takes it back.
@MainActor
final class BranchNode: ListNode {
    var branch = -1

    func show<V: View>(_ view: V?, branch newBranch: Int, context: RenderContext) {
        var inserted = false
        if newBranch != branch {
            if branch != -1 {
                for old in children { retire(old, key: branch, after: nil) }
            }
            children.removeAll()
            if let returning = reclaim(newBranch) {
                children = [returning]
            } else {
                inserted = branch != -1
            }
            branch = newBranch
        }
        if let view {
            children = [reconcile(children.first, with: view, parent: self, context: context)]
            if inserted { enter(children[0]) }
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
