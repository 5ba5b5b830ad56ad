import Gtk

/// A list row's `.listRowBackground` view (any view but a `Color`, which
/// is a CSS background of GTK's row): an overlay whose main child draws
/// the view, with the row's content box over it, measured, so the
/// background takes the row's whole size and the content its own.
///
/// Made for a recycled item the first time one of its rows has such a
/// background (lists without pay nothing); hidden while the item shows a
/// row without, and while the row is selected (a stylesheet rule), so the
/// selection shows as it does with a colour.
@MainActor
final class ListRowBackground {
    let overlay = Overlay()
    let node = ListRowBackgroundNode()

    init() {
        ListRowBackground.installStylesheet()
        node.children.box.addCSSClass(ListRowBackground.cssClass)
        overlay.setChild(node.children.box)
    }

    /// Puts `content` over the background (once the content has left its previous parent).
    func place(_ content: Widget) {
        overlay.addOverlay(content)
        overlay.setMeasuresOverlay(content, true)
    }

    /// Draws `view` (nil: nothing) behind the row.
    func show(_ view: AnyView?, context: RenderContext?) {
        let box = node.children.box
        guard let view, let context else {
            if box.isVisible { box.isVisible = false }
            return
        }
        node.render(view, context: context)
        if !box.isVisible { box.isVisible = true }
    }

    static let cssClass = "gtkui-list-row-background"
    private static var stylesheet: CssProvider?

    private static func installStylesheet() {
        guard stylesheet == nil else { return }
        let provider = CssProvider(css: "row:selected .\(cssClass) { opacity: 0; }")
        provider.applyToDisplay()
        stylesheet = provider
    }
}

/// The node rendering a row's background view into a box that fills the row.
@MainActor
final class ListRowBackgroundNode: PassthroughNode {
    let children = BoxChildren(Box(.horizontal))

    init() {
        super.init(viewType: ListRowBackgroundNode.self)
        children.box.hexpand = true
        children.box.vexpand = true
    }

    override func didRender() { children.sync(widgets) }
}
