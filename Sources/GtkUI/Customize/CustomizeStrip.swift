import Gtk
import ToolbarKit

/// The dialog's live copy of the toolbar: accepts drops at an exact
/// position (with an insertion indicator), reorders by drag or Alt+Left/Right,
/// removes by dragging off or Delete/BackSpace.
@MainActor
final class CustomizeStrip {
    unowned let dialog: CustomizeToolbarDialog
    let box = Box(.horizontal, spacing: 6)
    private lazy var children = BoxChildren(box)
    private let indicator = Box(.vertical)
    /// Room for the dragged item after the insertion line: the items after
    /// it move aside, as on macOS, instead of the drag image covering them.
    private let gap = Box(.vertical)
    private let placeholder = LabelWidget(localized("Drag items here to build the toolbar."))
    private var tiles: [String: CustomizeTile] = [:]
    private(set) var orderedIDs: [String] = []
    private var renderedMode: DisplayMode?
    /// Where a drop would insert right now (nil: no drag over the strip).
    private(set) var indicatorIndex: Int?
    /// The strip entry that last had focus (palette insertions go after it).
    var lastFocusedEntryID: String?
    /// The strip entry being dragged, if any.
    private(set) var draggedEntryID: String?

    init(dialog: CustomizeToolbarDialog) {
        self.dialog = dialog
        box.addCSSClass("customize-strip")
        box.accessibleRole = .list
        box.setAccessibleLabel(localized("Toolbar Items"))
        box.setSizeRequest(width: -1, height: 72)
        box.hexpand = true
        indicator.addCSSClass("drop-indicator")
        indicator.accessibleRole = .presentation
        indicator.canTarget = false
        gap.addCSSClass("drop-gap")
        gap.accessibleRole = .presentation
        gap.canTarget = false
        placeholder.addCSSClass("dim-label")
        placeholder.hexpand = true
        placeholder.canTarget = false
        let drop = DropTarget(scope: .inApp)
        drop.onEnter { [weak self] x, _ in self?.hover(x: x) ?? false }
        drop.onMotion { [weak self] x, _ in self?.hover(x: x) ?? false }
        drop.onLeave { [weak self] in self?.showIndicator(at: nil) }
        drop.onDrop { [weak self] text, x, _ in
            guard let self, let payload = CustomizeDragPayload(encoded: text) else { return false }
            let index = self.index(atX: x)
            self.showIndicator(at: nil)
            return self.dialog.drop(payload, at: index)
        }
        box.addController(drop)
    }

    private func hover(x: Double) -> Bool {
        showIndicator(at: index(atX: x))
        return true
    }

    /// The insertion index for a drop at `x` (strip coordinates): before the
    /// first tile whose centre lies right of `x`.
    func index(atX x: Double) -> Int {
        for (index, id) in orderedIDs.enumerated() {
            guard let tile = tiles[id], let bounds = tile.widget.bounds(relativeTo: box) else { continue }
            if x < bounds.x + bounds.width / 2 { return index }
        }
        return orderedIDs.count
    }

    /// Hides the insertion indicator (the drag left the strip or ended).
    func hideIndicator() { showIndicator(at: nil) }

    private func showIndicator(at index: Int?) {
        guard index != indicatorIndex else { return }
        indicatorIndex = index
        // The drag image trails right of the pointer, which is at the line:
        // the room spans it, so the items after the line stay in sight.
        let room = dialog.currentDragWidth.map { $0 + CustomizeTile.dragIconOffset + box.spacing } ?? 0
        gap.setSizeRequest(width: room, height: -1)
        gap.isVisible = room > 0
        sync()
    }

    /// Re-renders from the model; tiles are kept per entry id, so a moved
    /// entry keeps its widget (and the keyboard focus).
    func reload() {
        let layout = dialog.model.layout
        let mode = layout.displayMode
        let modeChanged = renderedMode != mode
        renderedMode = mode
        var next: [String: CustomizeTile] = [:]
        for (position, entry) in layout.entries.enumerated() {
            let existing = tiles[entry.id]
            let tile = existing ?? makeTile(for: entry)
            if existing == nil || modeChanged { show(entry, in: tile, mode: mode) }
            next[entry.id] = tile
            let name = dialog.label(for: entry)
            tile.label.text = name
            tile.widget.setAccessibleLabel(
                localized(
                    "%1$@, item %2$lld of %3$lld in the toolbar", .string(name), .integer(Int64(position + 1)),
                    .integer(Int64(layout.entries.count))))
            tile.widget.setAccessibleDescription(hint(forEntryAt: position))
            tile.widget.tooltip = dialog.model.canRemove(at: position) ? name : localized("%@ (cannot be removed)", .string(name))
        }
        tiles = next
        orderedIDs = layout.entries.map(\.id)
        if let focused = lastFocusedEntryID, tiles[focused] == nil { lastFocusedEntryID = nil }
        sync()
    }

    private func hint(forEntryAt position: Int) -> String {
        let model = dialog.model
        guard model.canMove(at: position) else { return localized("Cannot be moved or removed.") }
        return model.canRemove(at: position)
            ? localized("Alt+Left and Alt+Right move it; Delete removes it.")
            : localized("Alt+Left and Alt+Right move it; it cannot be removed.")
    }

    /// Re-renders every tile's content (the item's declaration changed).
    func refreshContent() {
        let mode = dialog.model.layout.displayMode
        for entry in dialog.model.layout.entries {
            if let tile = tiles[entry.id] { show(entry, in: tile, mode: mode) }
        }
    }

    private func show(_ entry: LayoutEntry, in tile: CustomizeTile, mode: DisplayMode) {
        if let kind = entry.spacerKind {
            tile.showSpacer(kind, look: .toolbar(mode))
        } else if let itemID = entry.itemID, let declaration = dialog.renderer.declarations[itemID],
            let context = dialog.renderer.itemContext(inert: true)
        {
            tile.showItem(declaration, context: context, look: .toolbar(mode))
        }
    }

    private func sync() {
        var widgets = orderedIDs.compactMap { tiles[$0]?.widget as Widget? }
        if let indicatorIndex {
            let position = min(indicatorIndex, widgets.count)
            widgets.insert(contentsOf: [indicator, gap], at: position)
        }
        if orderedIDs.isEmpty { widgets.append(placeholder) }
        children.sync(widgets)
    }

    func tile(forEntry id: String) -> CustomizeTile? { tiles[id] }

    private func makeTile(for entry: LayoutEntry) -> CustomizeTile {
        let tile = CustomizeTile(payload: .entry(entry.id))
        tile.widget.accessibleRole = .listItem
        // Every tile as tall as the strip (its column centred inside): GTK
        // orders Tab by the vertical centres of widgets before their x, so
        // tiles of different heights, centred, could be visited out of order.
        tile.widget.valign = .fill
        tile.centresContent()
        let entryID = entry.id
        tile.makeDraggable(
            prepare: { [weak self] in self?.canDrag(entryID) ?? false },
            began: { [weak self] in
                self?.draggedEntryID = entryID
                self?.dialog.dragBegan(.entry(entryID))
            },
            ended: { [weak self] accepted, noTarget in
                guard let self else { return false }
                self.draggedEntryID = nil
                self.dialog.dragEnded()
                guard !accepted, noTarget else { return false }
                return self.droppedOffStrip(entryID)
            })
        tile.onFocus { [weak self] in self?.lastFocusedEntryID = entryID }
        tile.onKey { [weak self] event in self?.handleKey(event, entryID: entryID) ?? false }
        return tile
    }

    /// Whether an entry may be dragged: disabled items may not.
    func canDrag(_ entryID: String) -> Bool {
        guard let index = position(of: entryID) else { return false }
        return dialog.model.canMove(at: index)
    }

    /// An entry was released off the strip, where nothing took it: it is
    /// removed.
    ///
    /// Returns false when it cannot be (reorderable or disabled items),
    /// and GTK then animates it back.
    func droppedOffStrip(_ entryID: String) -> Bool {
        dialog.removeEntry(entryID)
    }

    /// Shows whether releasing the dragged entry now would remove it.
    func showRemovalCue(_ on: Bool) {
        guard let draggedEntryID, let index = position(of: draggedEntryID) else { return }
        tiles[draggedEntryID]?.showRemovalCue(on && dialog.model.canRemove(at: index))
    }

    func position(of entryID: String) -> Int? {
        dialog.model.layout.entries.firstIndex { $0.id == entryID }
    }

    /// Alt+Left/Right move the entry, Delete or BackSpace remove it.
    func handleKey(_ event: KeyEvent, entryID: String) -> Bool {
        guard let index = position(of: entryID) else { return false }
        let modifiers = event.modifiers.relevant
        switch event.keyval {
        case Key.left where modifiers == .alt:
            dialog.move(entryID, from: index, to: index - 1)
            return true
        case Key.right where modifiers == .alt:
            dialog.move(entryID, from: index, to: index + 1)
            return true
        case Key.delete where modifiers.isEmpty, Key.backSpace where modifiers.isEmpty, Key.kpDelete where modifiers.isEmpty:
            dialog.removeEntry(entryID)
            return true
        default:
            return false
        }
    }
}
