import Gtk
import ToolbarKit

/// How a tile draws an item's control.
enum TileLook: Equatable {
    /// The palette: the icon (the text when there is none), the label beneath.
    case palette
    /// The toolbar strip: as the header bar draws the item in `mode`.
    case toolbar(DisplayMode)
}

/// One draggable, focusable entry of the Customize Toolbar dialog: the item
/// drawn as its real (inert) control, or a spacer's glyph, with its label beneath.
///
/// An interactive tile is a flat GtkButton: unlike a focusable GtkBox, which
/// Tab skips (a box only passes focus on to its children), a button takes
/// the focus itself, shows GTK's focus ring, and GtkFlowBox moves between
/// buttons with the arrow keys. The button's own activation is not used:
/// keys are handled before it (capture phase), clicks do nothing.
@MainActor
final class CustomizeTile: ViewNode {
    /// The tile's widget: a flat button, or the plain column for a preview.
    let widget: Widget
    /// The column inside: the content row, then the label.
    private let column = Box(.vertical, spacing: 4)
    /// Holds the column and, on palette items already in the toolbar, the check badge.
    private let overlay = Overlay()
    private var badge: Widget?
    private let contentRow = Box(.horizontal, spacing: 0)
    private lazy var contentChildren = BoxChildren(contentRow)
    let label = LabelWidget()
    private var content: ViewNode?
    /// What dragging this tile carries.
    var payload: CustomizeDragPayload
    /// The drag in progress and what its icon shows, for the removal cue.
    private var drag: (drag: Drag, snapshot: Paintable)?
    /// Kept so the drag-begin handler can reach it (GTK owns the controller itself).
    private var dragSource: DragSource?
    /// How far right of the pointer the drag image starts.
    static let dragIconOffset = 10

    /// A tile; `interactive` false makes a plain, unfocusable preview.
    init(payload: CustomizeDragPayload, interactive: Bool = true) {
        self.payload = payload
        if interactive {
            let button = ButtonWidget()
            button.addCSSClass("flat")
            button.addCSSClass("customize-tile")
            overlay.setChild(column)
            button.setChild(overlay)
            widget = button
        } else {
            widget = column
        }
        super.init(viewType: CustomizeTile.self)
        // Set (not left unset) so that an expanding control inside, such as
        // a slider, does not stretch the tile and the rows around it.
        widget.hexpand = false
        widget.vexpand = false
        widget.valign = .start
        contentRow.halign = .center
        contentRow.valign = .center
        contentRow.canTarget = false
        contentRow.addCSSClass("tile-content")
        label.addCSSClass("caption")
        label.maxWidthChars = 14
        label.setEllipsizeEnd()
        column.append(contentRow)
        column.append(label)
    }

    /// Shows (or hides) a check badge in the tile's corner: the palette's
    /// sign that the item is in the toolbar already.
    ///
    /// The control itself keeps its look (dimming it read as "disabled").
    func showInToolbarBadge(_ shown: Bool) {
        if shown, badge == nil {
            let check = Box(.horizontal)
            check.addCSSClass("in-toolbar-badge")
            check.append(ImageWidget(iconName: "object-select-symbolic"))
            check.halign = .end
            check.valign = .start
            check.canTarget = false
            overlay.addOverlay(check)
            badge = check
        }
        badge?.isVisible = shown
    }

    /// Centres the content in a tile taller than it.
    func centresContent() { column.valign = .center }

    /// Shows an item's control, inert, drawn per `look`.
    func showItem(_ declaration: ToolbarItemDeclaration, context: RenderContext, look: TileLook) {
        var inner = context
        let description = declaration.describe()
        // Buttons and toggles show their own text; other controls need the label.
        var selfLabelled = true
        if case .other = description.kind { selfLabelled = false }
        switch look {
        case .palette:
            inner.environment.toolbarItem = ToolbarItemRendering(showsIcon: true, showsText: false, isInert: true)
            // A button without an icon shows its text already.
            label.isVisible = !(selfLabelled && description.iconName == nil)
        case .toolbar(let mode):
            inner.environment.toolbarItem = ToolbarItemRendering(
                showsIcon: mode != .textOnly, showsText: mode != .iconOnly, isInert: true)
            label.isVisible = !selfLabelled && mode != .iconOnly
        }
        useToolbarMetrics(look != .palette)
        content = declaration.render(content, self, inner)
        contentChildren.sync(content?.widgets ?? [])
    }

    /// In the strip, a tile is laid out as the header bar lays out its slot
    /// (no gap above the caption, a slider as tall as a button's icon), so
    /// that a caption beneath a control sits on the line of the toggles'
    /// own labels.
    private func useToolbarMetrics(_ on: Bool) {
        guard widget.hasCSSClass("toolbar-look") != on else { return }
        widget.setCSSClass("toolbar-look", on)
        column.spacing = on ? 0 : 4
    }

    /// Shows a spacer's glyph (and, in the palette, its name).
    func showSpacer(_ kind: SpacerKind, look: TileLook) {
        let glyph: Widget
        switch kind {
        case .separator:
            let line = Separator(.vertical)
            line.setSizeRequest(width: -1, height: 28)
            line.setMargins(top: 0, bottom: 0, start: 8, end: 8)
            glyph = line
        case .space, .flexibleSpace:
            let frame = Box(.horizontal)
            frame.addCSSClass("spacer-glyph")
            frame.setSizeRequest(width: kind == .space ? 28 : 72, height: 28)
            if kind == .flexibleSpace {
                let arrows = ImageWidget(iconName: "object-flip-horizontal-symbolic")
                arrows.hexpand = true
                frame.append(arrows)
            }
            glyph = frame
        }
        glyph.valign = .center
        label.isVisible = look == .palette
        contentChildren.sync([glyph])
    }

    /// Shows several widgets in a row (the default set's preview).
    func showWidgets(_ widgets: [Widget]) { contentChildren.sync(widgets) }

    override func childWidgetsChanged(_ child: ViewNode) { contentChildren.sync(child.widgets) }

    /// Makes the tile draggable with an in-app payload.
    ///
    /// `prepare` may refuse the drag by returning false. `ended` learns
    /// whether a drop target took the payload, and whether the pointer was
    /// released where nothing accepts it; it returns whether it handled that
    /// (true suppresses GTK's "snap back" animation).
    func makeDraggable(
        prepare: @escaping @MainActor () -> Bool,
        began: @escaping @MainActor () -> Void = {},
        ended: @escaping @MainActor (_ accepted: Bool, _ noTarget: Bool) -> Bool
    ) {
        let source = DragSource(scope: .inApp)
        dragSource = source
        source.onPrepare { [weak self] _, _ in
            guard let self, prepare() else { return nil }
            return self.payload.encoded
        }
        source.onDragBegin { [weak self] (drag: Drag) in
            guard let self, let source = self.dragSource else { return }
            // A still picture: the tile itself dims while its drag is under way.
            let snapshot = Paintable.snapshot(of: self.widget)
            // The icon trails right of the pointer, so the insertion
            // indicator under the pointer stays in sight.
            source.setIcon(snapshot, hotX: -CustomizeTile.dragIconOffset, hotY: self.widget.height / 2)
            self.drag = (drag, snapshot)
            self.widget.addCSSClass("dragging")
            // GTK shows the paintable right after this signal; then put it on
            // an opaque card (without a compositor, transparency draws black)
            // with room for the removal badge.
            _ = IdleSource(priority: .beforeRedraw) { [weak self] in self?.dressDragIcon() }
            began()
        }
        source.onDragEnd { [weak self] deleted in
            self?.endDrag()
            _ = ended(deleted, false)
        }
        source.onDragCancel { [weak self] reason in
            // On Wayland every such end is an "error" (GtkWorkaround.dragCancelReasonLost):
            // with the removal cue showing, the user let go where nothing takes the tile.
            let cueShown = self?.widget.hasCSSClass("removing") ?? false
            self?.endDrag()
            return ended(false, reason == .noTarget || (reason == .error && cueShown))
        }
        widget.addController(source)
    }

    private func endDrag() {
        widget.removeCSSClass("dragging")
        widget.removeCSSClass("removing")
        drag = nil
    }

    /// Puts the drag icon on an opaque card (without a compositor,
    /// transparency draws black), as it looks now: with the removal badge
    /// when `removing`.
    ///
    /// Rebuilt whenever the cue changes.
    private func dressDragIcon() {
        guard let current = drag else { return }
        let removing = widget.hasCSSClass("removing")
        let card = Overlay()
        card.addCSSClass("customize-drag-icon")
        card.setChild(Picture(current.snapshot))
        if removing {
            let badge = Box(.horizontal)
            badge.addCSSClass("remove-badge")
            badge.append(ImageWidget(iconName: "list-remove-symbolic"))
            badge.halign = .end
            badge.valign = .start
            card.addOverlay(badge)
        }
        current.drag.setIcon(card)
    }

    /// Shows (or hides) that dropping the dragged tile here removes it: a
    /// badge on the drag icon, and the tile fades further in the strip.
    func showRemovalCue(_ on: Bool) {
        guard drag != nil, widget.hasCSSClass("removing") != on else { return }
        widget.setCSSClass("removing", on)
        dressDragIcon()
    }

    /// Handles keys pressed while the tile has focus, before the button
    /// would treat Enter or Space as a click.
    ///
    /// A key the tile takes shows the focus ring, as Tab does: Return adding
    /// an item is keyboard work, and the user should see where the focus
    /// stayed. (GTK hides the ring again when a key that does not move the
    /// focus is released, so it is shown again on the release too.)
    func onKey(_ body: @escaping @MainActor (KeyEvent) -> Bool) {
        let keys = EventControllerKey()
        keys.propagationPhase = .capture
        var handledKey: UInt32?
        keys.onKeyPressed { [weak self] event in
            guard body(event) else { return false }
            handledKey = event.keyval
            self?.widget.keepFocusRingVisible()
            return true
        }
        keys.onKeyReleased { [weak self] event in
            guard event.keyval == handledKey else { return }
            handledKey = nil
            // After GTK's own release handling, which runs first.
            _ = IdleSource(priority: .beforeRedraw) { [weak self] in self?.widget.keepFocusRingVisible() }
        }
        widget.addController(keys)
    }

    /// Calls `body` when the tile gets keyboard focus.
    func onFocus(_ body: @escaping @MainActor () -> Void) {
        let focus = EventControllerFocus()
        focus.onEnter(body)
        widget.addController(focus)
    }
}
