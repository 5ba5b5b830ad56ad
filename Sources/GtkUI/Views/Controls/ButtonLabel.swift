import Gtk

/// Renders a button's label (of a `Button`, an image-only `Toggle`, a
/// `Menu`) into the button: as a toolbar face (icon, text, or both per the
/// display mode), or as the label view's own widgets.
@MainActor
final class ButtonLabelHost {
    private var labelNode: ViewNode?
    private var face: ToolbarFace?
    private var row: BoxChildren?
    private var child: Widget?

    /// Draws `label` as a face showing the icon and/or the text.
    func showFace<L: View>(_ label: L, showsIcon: Bool, showsText: Bool, setChild: (Widget?) -> Void) {
        if labelNode != nil {
            labelNode = nil
            replaceChild(nil, setChild)
        }
        let face = self.face ?? ToolbarFace()
        self.face = face
        face.update(describe(label), showsIcon: showsIcon, showsText: showsText) { content in
            child = content
            setChild(content)
        }
    }

    /// Draws `label` by rendering it as a view inside the button.
    func showContent<L: View>(_ label: L, owner: ViewNode, context: RenderContext, setChild: (Widget?) -> Void) {
        if face != nil {
            face = nil
            replaceChild(nil, setChild)
        }
        labelNode = reconcile(labelNode, with: label, parent: owner, context: context)
        placeContent(setChild)
    }

    /// Puts the rendered label's widgets into the button (one directly,
    /// several in a row).
    ///
    /// Call when the label node's widgets change.
    func placeContent(_ setChild: (Widget?) -> Void) {
        guard let labelNode else { return }
        let widgets = labelNode.widgets
        if widgets.count == 1, let only = widgets.first {
            if let child, child.isSameObject(as: only) { return }
            replaceChild(nil, setChild)
            row?.sync([])
            replaceChild(only, setChild)
        } else {
            let row = self.row ?? BoxChildren(Box(.horizontal, spacing: 6))
            self.row = row
            if !(child.map { $0.isSameObject(as: row.box) } ?? false) { replaceChild(nil, setChild) }
            row.sync(widgets)
            replaceChild(widgets.isEmpty ? nil : row.box, setChild)
        }
    }

    private func replaceChild(_ widget: Widget?, _ setChild: (Widget?) -> Void) {
        if let child, let widget, child.isSameObject(as: widget) { return }
        if child == nil && widget == nil { return }
        child = widget
        setChild(widget)
    }
}

/// The context a `Menu` offers the buttons inside its popover: they draw
/// flat and close the popover after running their action.
@MainActor
final class MenuContentNode: PassthroughNode, AxisProvidingNode {
    let axis = Axis.vertical
    let children = BoxChildren(Box(.vertical, spacing: 0))
    var dismiss: () -> Void = {}
    /// The pages of the `Menu` popover the items are in, where menus inside
    /// put their submenus (nil for other popovers of buttons).
    weak var pager: MenuPager?
    /// The page the items are on, where a submenu's title row goes back to.
    var page: Widget?

    override func didRender() { children.sync(widgets) }
}
