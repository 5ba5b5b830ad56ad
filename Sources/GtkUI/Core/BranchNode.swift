import Gtk

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
