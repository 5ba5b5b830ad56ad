import Gtk
import ToolbarKit

/// The dialog's palette: every item the toolbar allows (hidden-by-default
/// ones too) drawn as its inert control, then Space, Flexible Space and
/// Separator, then the default set as one draggable unit.
///
/// Items already in the toolbar carry a check badge and cannot be added twice;
/// spacers always can. Dropping a toolbar item here removes it.
@MainActor
final class CustomizePalette {
    unowned let dialog: CustomizeToolbarDialog
    let flow = FlowBox()
    let defaultSet = CustomizeTile(payload: .defaultSet)
    private var itemTiles: [String: CustomizeTile] = [:]
    private var orderedTiles: [CustomizeTile] = []
    private var defaultPreview: [CustomizeTile] = []

    init(dialog: CustomizeToolbarDialog) {
        self.dialog = dialog
        flow.addCSSClass("customize-palette")
        flow.setSpacing(column: 6, row: 6)
        flow.maxChildrenPerLine = 12
        flow.accessibleRole = .list
        flow.setAccessibleLabel(localized("Available Items"))
        for item in dialog.model.catalog.items where item.behavior != .disabled {
            let tile = makeTile(payload: .item(item.id), label: item.label)
            itemTiles[item.id] = tile
            orderedTiles.append(tile)
            flow.append(tile.widget)
        }
        for kind in SpacerKind.allCases {
            let tile = makeTile(payload: .spacer(kind), label: kind.localizedLabel)
            tile.showSpacer(kind, look: .palette)
            tile.widget.setAccessibleDescription(localized("Enter adds it to the toolbar; it can be added more than once."))
            orderedTiles.append(tile)
            flow.append(tile.widget)
        }
        flow.minChildrenPerLine = min(orderedTiles.count, 6)
        refreshContent()
        setUpDefaultSet()
        let drop = DropTarget(scope: .inApp)
        // Only entries of the toolbar land here (to be removed).
        drop.onEnter { [weak self] _, _ in self?.acceptsCurrentDrag ?? false }
        drop.onMotion { [weak self] _, _ in self?.acceptsCurrentDrag ?? false }
        drop.onDrop { [weak self] text, _, _ in
            guard let self, let entryID = CustomizeDragPayload(encoded: text)?.entryID else { return false }
            return self.dialog.removeEntry(entryID)
        }
        flow.addController(drop)
    }

    /// Whether the drag under way is a removable toolbar entry.
    private var acceptsCurrentDrag: Bool {
        guard let entryID = dialog.currentDragPayload?.entryID,
            let index = dialog.strip.position(of: entryID)
        else { return false }
        return dialog.model.canRemove(at: index)
    }

    private func makeTile(payload: CustomizeDragPayload, label: String) -> CustomizeTile {
        let tile = CustomizeTile(payload: payload)
        tile.label.text = label
        tile.widget.accessibleRole = .listItem
        tile.widget.setAccessibleLabel(label)
        tile.widget.tooltip = label
        tile.makeDraggable(
            prepare: { [weak self] in self?.dialog.canAdd(payload) ?? false },
            began: { [weak self] in self?.dialog.dragBegan(payload) },
            ended: { [weak self] _, _ in
                self?.dialog.dragEnded()
                return false
            })
        tile.onKey { [weak self] event in self?.handleKey(event, payload: payload) ?? false }
        return tile
    }

    /// Enter or Space adds the entry to the toolbar.
    func handleKey(_ event: KeyEvent, payload: CustomizeDragPayload) -> Bool {
        guard event.modifiers.relevant.isEmpty, [Key.return, Key.kpEnter, Key.space].contains(event.keyval) else { return false }
        dialog.addFromKeyboard(payload)
        return true
    }

    private func setUpDefaultSet() {
        defaultSet.label.text = localized("Default Set")
        defaultSet.label.isVisible = false  // the heading above names it; the previews have labels
        defaultSet.widget.addCSSClass("default-set")
        defaultSet.widget.accessibleRole = .button
        defaultSet.widget.setAccessibleLabel(localized("Default Set"))
        defaultSet.widget.setAccessibleDescription(localized("Enter replaces the toolbar's items with the default set."))
        defaultSet.widget.tooltip = localized("Drag into the toolbar to restore the default items")
        defaultSet.widget.halign = .start
        for entry in dialog.model.catalog.defaultLayout.entries {
            let preview = CustomizeTile(payload: .defaultSet, interactive: false)
            if let kind = entry.spacerKind {
                preview.showSpacer(kind, look: .palette)
                preview.label.text = kind.localizedLabel
            } else if let itemID = entry.itemID, let declaration = dialog.renderer.declarations[itemID],
                let context = dialog.renderer.itemContext(inert: true)
            {
                preview.showItem(declaration, context: context, look: .palette)
                preview.label.text = dialog.model.catalog.item(id: itemID)?.label ?? itemID
            }
            // Room between the previews, so their labels never run together
            // ("BoldItalic") when large text makes them wider than the controls.
            preview.widget.setMargins(top: 0, bottom: 0, start: 6, end: 6)
            defaultPreview.append(preview)
        }
        defaultSet.showWidgets(defaultPreview.map(\.widget))
        defaultSet.makeDraggable(
            prepare: { true },
            began: { [weak self] in self?.dialog.dragBegan(.defaultSet) },
            ended: { [weak self] _, _ in
                self?.dialog.dragEnded()
                return false
            })
        defaultSet.onKey { [weak self] event in
            guard let self, event.modifiers.relevant.isEmpty,
                [Key.return, Key.kpEnter, Key.space].contains(event.keyval)
            else { return false }
            self.dialog.useDefaultSet()
            return true
        }
    }

    /// Badges items already in the toolbar and updates their accessible state.
    func reload() {
        let layout = dialog.model.layout
        for (id, tile) in itemTiles {
            let inToolbar = layout.contains(itemID: id)
            tile.widget.setCSSClass("in-toolbar", inToolbar)
            tile.showInToolbarBadge(inToolbar)
            tile.widget.setAccessibleDisabled(inToolbar)
            let name = dialog.model.catalog.item(id: id)?.label ?? id
            tile.widget.setAccessibleLabel(inToolbar ? localized("%@, in the toolbar", .string(name)) : name)
            tile.widget.setAccessibleDescription(
                inToolbar ? localized("Already in the toolbar.") : localized("Enter adds it to the toolbar."))
            tile.widget.tooltip = inToolbar ? "\(name) (already in the toolbar)" : name
        }
    }

    /// Re-renders the items' controls (their declarations changed).
    func refreshContent() {
        for (id, tile) in itemTiles {
            if let declaration = dialog.renderer.declarations[id], let context = dialog.renderer.itemContext(inert: true) {
                tile.showItem(declaration, context: context, look: .palette)
            }
        }
    }

    /// The palette tile for a payload (an item or a spacer).
    func tile(forPayload payload: CustomizeDragPayload) -> CustomizeTile? {
        orderedTiles.first { $0.payload == payload }
    }

    /// The first palette tile (focus lands here when the strip empties).
    var firstTile: CustomizeTile? { orderedTiles.first }
}
