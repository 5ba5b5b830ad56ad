import Gtk

/// The root of a rendered view tree: places the root view's widgets in a box.
@MainActor
final class RootNode: PassthroughNode {
    let children: BoxChildren

    init(orientation: Orientation) {
        children = BoxChildren(Box(orientation))
        super.init(viewType: RootNode.self)
    }

    override func didRender() { children.sync(widgets) }
}
