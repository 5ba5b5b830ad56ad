import Gtk
import Observation
import Synchronization

/// A node with exactly one child whose widgets it passes through.
@MainActor
class PassthroughNode: ViewNode {
    var child: ViewNode?

    func render<V: View>(_ content: V, context: RenderContext) {
        child = reconcile(child, with: content, parent: self, context: context)
        setWidgets(child?.widgets ?? [])
        didRender()
    }

    /// Called after each render and each child widget change.
    func didRender() {}

    override func childWidgetsChanged(_ child: ViewNode) {
        setWidgets(child.widgets)
        didRender()
    }
}
