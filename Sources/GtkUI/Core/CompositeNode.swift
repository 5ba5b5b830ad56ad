import Gtk

/// The node of a view with a `body`: owns its `@State` storage (see `BodyNode`).
@MainActor
final class CompositeNode<V: View>: BodyNode<V, V.Body> {
    init() { super.init(viewType: V.self) }

    override func makeBody(_ view: V) -> V.Body { view.body }
}
