import Gtk

/// The views of one recycled list item: a root node whose box holds the
/// row's widgets, re-rendered with whichever row the item is bound to.
///
/// A collapsible section's header (`Section(isExpanded:)`) also shows a
/// disclosure triangle at its end; a click on the header toggles it.
@MainActor
final class ListRowHost {
    let root = ListRowNode()
    /// The item's widget: the row's widgets, then the disclosure triangle.
    let box = Box(.horizontal, spacing: 6)
    /// The id of the row last rendered (nil while unbound).
    var rowID: AnyHashable?
    /// The row last rendered.
    private(set) var row: ListRowRef?
    private lazy var disclosureIcon: ImageWidget = {
        let icon = ImageWidget(iconName: "pan-end-symbolic")
        icon.addCSSClass("dim-label")
        box.append(icon)
        return icon
    }()
    private var toggleGesture: GestureClick?

    init(owner: ViewNode) {
        owner.adopt(root)
        root.children.box.hexpand = true
        box.append(root.children.box)
        box.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    }

    /// Renders `row`.
    func render(_ row: ListRowRef, context: RenderContext) {
        root.lifetime = context.host?.lifetime
        rowID = row.id
        root.rowID = row.id
        root.linkActivation = nil
        self.row = row
        box.setCSSClass("heading", row.kind == .header)
        box.setCSSClass("dim-label", row.kind != .content)
        var rowContext = context
        rowContext.environment.containers.formRows = nil
        rowContext.environment.containers.selectionMenu = nil
        row.render(root, rowContext)
        showDisclosure(row.disclosure)
    }

    /// Shows the triangle of a collapsible header, pointing down while its rows show.
    private func showDisclosure(_ isExpanded: Binding<Bool>?) {
        guard let isExpanded else {
            if toggleGesture != nil { disclosureIcon.isVisible = false }
            return
        }
        disclosureIcon.isVisible = true
        let name = isExpanded.wrappedValue ? "pan-down-symbolic" : "pan-end-symbolic"
        if disclosureIcon.iconName != name { disclosureIcon.iconName = name }
        if toggleGesture == nil {
            let click = GestureClick(button: 1)
            click.onReleased { [weak self] _, _, _ in self?.toggleDisclosure() }
            box.addController(click)
            toggleGesture = click
        }
    }

    /// Shows or hides the rows of the collapsible section this row heads.
    func toggleDisclosure() {
        guard let isExpanded = row?.disclosure else { return }
        isExpanded.wrappedValue.toggle()
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
