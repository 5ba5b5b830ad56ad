import Gtk
import Observation
import Synchronization

/// Views the renderer draws itself rather than through `body`.
///
/// `Node` is the node class the view renders into, so `updateNode` receives
/// its own node type: the one cast from `ViewNode` happens in `reconcile`.
@MainActor
protocol PrimitiveView {
    /// The live counterpart of this view.
    associatedtype Node: ViewNode
    /// Creates the node for this view (not yet updated).
    func makeNode() -> Node
    /// Renders this view value into its node (made by `makeNode`).
    func updateNode(_ node: Node, context: RenderContext)
}

/// Controls whose update reads bindings (toggles, sliders, pickers, text
/// editors): their node tracks those reads itself.
@MainActor
protocol ObservesBindings {}

/// Renders `view` into `existing` when it can (same view type), or into a new node.
@MainActor
func reconcile<V: View>(_ existing: ViewNode?, with view: V, parent: ViewNode, context: RenderContext) -> ViewNode {
    if let primitive = view as? any PrimitiveView {
        return reconcilePrimitive(existing, with: primitive, parent: parent, context: context)
    }
    let node: CompositeNode<V>
    if let existing = existing as? CompositeNode<V> {
        node = existing
    } else {
        node = CompositeNode<V>()
        parent.adopt(node)
        node.lifetime = context.host?.lifetime
    }
    node.update(view, context: context)
    return node
}

/// `reconcile` for a primitive view: reuses `existing` when it is the node
/// this view type makes, and renders through the view's own `updateNode`.
@MainActor
private func reconcilePrimitive<P: PrimitiveView>(
    _ existing: ViewNode?, with primitive: P, parent: ViewNode,
    context: RenderContext
) -> ViewNode {
    let node: P.Node
    if let existing, existing.viewType == P.self, let reused = existing as? P.Node {
        node = reused
    } else {
        node = primitive.makeNode()
        parent.adopt(node)
        node.lifetime = context.host?.lifetime
    }
    if primitive is ObservesBindings {
        // Weak: the node keeps this closure, which must not keep the node.
        node.applyTrackingObservables { [weak node] in
            if let node { primitive.updateNode(node, context: context) }
        }
    } else {
        primitive.updateNode(node, context: context)
    }
    return node
}
