import Gtk

/// The views of one recycled list item: a root node whose box is the
/// item's widget, re-rendered with whichever row the item is bound to.
@MainActor
final class ListRowHost {
    let root = RootNode(orientation: .horizontal)
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
        box.setCSSClass("heading", segment.kind == .header)
        box.setCSSClass("dim-label", segment.kind != .content)
        segment.render(offset, root, context)
    }
}
