import Gtk

/// The views of one recycled list item: a root node whose box holds the
/// row's widgets, re-rendered with whichever row the item is bound to.
///
/// A collapsible section's header (`Section(isExpanded:)`) also shows a
/// disclosure triangle at its end; a click on the header toggles it.
@MainActor
final class ListRowHost {
    let root = ListRowNode()
    /// The row's widgets, then the disclosure triangle.
    let box = Box(.horizontal, spacing: 6)
    /// The item's widget: `box`, or once a row of the item had a view
    /// background, the overlay drawing it below `box`.
    private(set) var itemWidget: Widget
    /// Called when `itemWidget` changes: the list puts it in the item (or its expander).
    var onItemWidgetChanged: (@MainActor (Widget) -> Void)?
    private var background: ListRowBackground?
    private weak var owner: ViewNode?
    /// The context of the last render (for a background set by a modifier later).
    private var rowContext: RenderContext?
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
    /// GTK's row widget (the list item's parent: what the list's CSS draws
    /// as a row, with its separator), for the row modifiers.
    var rowWidget: Widget?
    let rowStyler = WidgetStyler()
    /// The edit mode's buttons (made the first time a row is edited).
    private(set) var editControls: ListRowEditControls?
    /// What the edit buttons do to the row shown.
    var onEdit: (@MainActor (ListRowEditAction) -> Void)?
    /// The edits the row's `ForEach` allows while editing (nil: not editing).
    private var edits: ListRowEdits?
    private var isRendering = false
    /// Whether the row widget has its drag source (`.onMove`).
    var acceptsRowDrags = false

    init(owner: ViewNode) {
        itemWidget = box
        self.owner = owner
        owner.adopt(root)
        root.children.box.hexpand = true
        box.append(root.children.box)
        box.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        root.onRowSettingsChanged = { [weak self] in
            guard let self, !self.isRendering else { return }
            self.applyRowSettings()
        }
    }

    /// Renders `row`; `edits` are its edit buttons while the edit mode is active.
    func render(_ row: ListRowRef, context: RenderContext, edits: ListRowEdits? = nil) {
        root.lifetime = context.host?.lifetime
        rowID = row.id
        root.rowID = row.id
        root.linkActivation = nil
        self.row = row
        var rowEnvironment = context.environment
        row.environment?(&rowEnvironment)
        let prominent = row.kind == .header && rowEnvironment.containers.headerProminence == .increased
        box.setCSSClass("heading", row.kind == .header && !prominent)
        box.setCSSClass("title-4", prominent)
        box.setCSSClass("dim-label", row.kind != .content)
        var rowContext = context
        rowContext.environment.containers.formRows = nil
        rowContext.environment.containers.selectionMenu = nil
        self.edits = edits
        self.rowContext = rowContext
        isRendering = true
        root.resetRowSettings()
        row.render(root, rowContext)
        isRendering = false
        applyRowSettings()
        showDisclosure(row.disclosure)
    }

    /// Applies the row modifiers' settings and the edit buttons to the GTK row.
    private func applyRowSettings() {
        let settings = root.rowSettings
        let insets = settings.insets
        box.setMargins(
            top: insets.map { Int($0.top) } ?? 6, bottom: insets.map { Int($0.bottom) } ?? 6,
            start: insets.map { Int($0.leading) } ?? 6, end: insets.map { Int($0.trailing) } ?? 6)
        if let rowWidget { rowStyler.applyRules(settings.rowCSS, to: rowWidget) }
        showBackground(settings.backgroundView)
        showEdits(settings)
    }

    /// Draws a `.listRowBackground` view behind the row (making the overlay the first time).
    private func showBackground(_ view: AnyView?) {
        if background == nil {
            guard view != nil, let onItemWidgetChanged else { return }
            let made = ListRowBackground()
            owner?.adopt(made.node)
            background = made
            // The item (or expander) lets go of `box` as it takes the overlay.
            itemWidget = made.overlay
            onItemWidgetChanged(made.overlay)
            made.place(box)
        }
        background?.show(view, context: rowContext)
    }

    /// Shows the edit buttons the row's `ForEach` and modifiers allow (none while not editing).
    private func showEdits(_ settings: ListRowSettings) {
        guard var edits else {
            editControls?.show(ListRowEdits())
            return
        }
        edits.canDelete = edits.canDelete && !settings.isDeleteDisabled
        if settings.isMoveDisabled { edits = ListRowEdits(canDelete: edits.canDelete) }
        if editControls == nil, !edits.isEmpty {
            let controls = ListRowEditControls { [weak self] action in self?.onEdit?(action) }
            box.append(controls.box)
            editControls = controls
        }
        editControls?.show(edits)
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
    /// What the row's modifiers ask (`.listRowBackground`…), by modifier, outermost first.
    private var settingsByModifier: [(key: AnyHashable, settings: ListRowSettings)] = []
    /// Called when a modifier changed the row's settings.
    var onRowSettingsChanged: (() -> Void)?

    /// The settings of the row's modifiers together.
    var rowSettings: ListRowSettings {
        settingsByModifier.reduce(into: ListRowSettings()) { $0.fill(from: $1.settings) }
    }

    /// Forgets the settings of the row shown before.
    func resetRowSettings() { settingsByModifier = [] }

    /// Records what the modifier `key` asks of the row.
    func addRowSettings(_ settings: ListRowSettings, from key: AnyHashable) {
        if let index = settingsByModifier.firstIndex(where: { $0.key == key }) {
            settingsByModifier[index].settings = settings
        } else {
            settingsByModifier.append((key, settings))
        }
        onRowSettingsChanged?()
    }

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
