import Gtk

/// The views of one recycled list item: a root node whose box is the
/// item's widget, re-rendered with whichever row the item is bound to.
@MainActor
final class ListRowHost {
    let root = ListRowNode()
    /// The id of the row last rendered (nil while unbound).
    var rowID: AnyHashable?
    var box: Box { root.children.box }

    init(owner: ViewNode) {
        owner.adopt(root)
        box.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    }

    /// Renders the row at `position` of `rows`.
    func render(_ rows: ListRows, at position: Int, context: RenderContext) {
        guard let (segment, _, offset) = rows.locate(position) else { return }
        root.lifetime = context.host?.lifetime
        rowID = rows.ids[position]
        root.rowID = rowID
        root.linkActivation = nil
        box.setCSSClass("heading", segment.kind == .header)
        box.setCSSClass("dim-label", segment.kind != .content)
        segment.render(offset, root, context)
    }
}

/// The root node of one list row; a `NavigationLink` the row shows makes
/// the whole row its link (a click or Enter on the row activates it).
@MainActor
final class ListRowNode: PassthroughNode {
    let children = BoxChildren(Box(.horizontal))
    /// The id of the row shown.
    var rowID: AnyHashable?
    /// What activating the row does (nil: the row is not a link).
    var linkActivation: (@MainActor () -> Void)? {
        didSet { if linkActivation != nil { listenForClicks() } }
    }
    /// Whether a double click activates the link (a single click selects the row).
    var linkOpensOnDoubleClick = false
    private var clicks: GestureClick?

    init() { super.init(viewType: ListRowNode.self) }

    override func didRender() { children.sync(widgets) }

    /// Makes a click on the row activate its link.
    ///
    /// GTK's own click handling of the list item (selection) still runs.
    /// Added on the first link only: lists without links pay nothing.
    private func listenForClicks() {
        guard clicks == nil else { return }
        let gesture = GestureClick()
        gesture.onPressed { [weak self] count, _, _ in
            // A double click reaches a selectable row as GTK's activation (`ListViewNode`).
            guard let self, count == 1, !self.linkOpensOnDoubleClick else { return }
            self.linkActivation?()
        }
        children.box.addController(gesture)
        clicks = gesture
    }
}
