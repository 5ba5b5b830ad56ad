import Gtk

/// The root of a rendered view tree: places the root view's widgets in a box.
@MainActor
final class RootNode: PassthroughNode {
    let children: BoxChildren
    /// Whether this is a window's content (not a list row's, nor a headless view's).
    var isWindowContent = false

    init(orientation: Orientation) {
        children = BoxChildren(Box(orientation))
        super.init(viewType: RootNode.self)
    }

    override func didRender() { children.sync(widgets) }
}
