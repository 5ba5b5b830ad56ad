import Gtk
import ToolbarKit

/// The dialog's palette: every item the toolbar allows (hidden-by-default
/// ones too) drawn as its inert control, then Space, Flexible Space and
/// Separator, then the default set as one draggable unit. Items already in
/// the toolbar are dimmed and cannot be added twice; spacers always can.
/// Dropping a toolbar item here removes it.
@MainActor
final class CustomizePalette {
    unowned let dialog: CustomizeToolbarDialog
    let flow = FlowBox()
    let defaultSet = CustomizeTile(payload: "default-set")
    private var itemTiles: [String: CustomizeTile] = [:]
    private var defaultPreview: [CustomizeTile] = []

    init(dialog: CustomizeToolbarDialog) {
        self.dialog = dialog
        flow.addCSSClass("customize-palette")
        flow.setSpacing(column: 12, row: 12)
        flow.maxChildrenPerLine = 12
        flow.accessibleRole = .list
        flow.setAccessibleLabel("Available Items")
        for item in dialog.model.catalog.items where item.behavior != .disabled {
            let tile = makeTile(payload: "item:\(item.id)", label: item.label)
            if let declaration = dialog.renderer.declarations[item.id], let context = dialog.renderer.itemContext(inert: true) {
                tile.showItem(declaration, context: context)
            }
            itemTiles[item.id] = tile
            flow.append(tile.box)
        }
        for kind in SpacerKind.allCases {
            let tile = makeTile(payload: "spacer:\(kind.rawValue)", label: kind.label)
            tile.showSpacer(kind)
            flow.append(tile.box)
        }
        setUpDefaultSet()
        let drop = DropTarget()
        drop.onDrop { [weak self] payload, _, _ in
            guard let self, payload.hasPrefix("entry:") else { return false }
            return self.dialog.removeEntry(String(payload.dropFirst("entry:".count)))
        }
        flow.addController(drop)
    }

    private func makeTile(payload: String, label: String) -> CustomizeTile {
        let tile = CustomizeTile(payload: payload)
        tile.label.text = label
        tile.box.accessibleRole = .listItem
        tile.box.setAccessibleLabel(label)
        tile.box.tooltip = label
        tile.makeDraggable(prepare: { [weak self] in self?.dialog.canAdd(payload) ?? false }, ended: { _, _ in })
        tile.onKey { [weak self] event in
            guard let self, event.modifiers.relevant.isEmpty,
                  [Key.return, Key.kpEnter, Key.space].contains(event.keyval) else { return false }
            self.dialog.addFromKeyboard(payload)
            return true
        }
        return tile
    }

    private func setUpDefaultSet() {
        defaultSet.label.text = "Default Set"
        defaultSet.box.addCSSClass("default-set")
        defaultSet.box.setAccessibleLabel("Default Set")
        defaultSet.box.tooltip = "Drag into the toolbar to restore the default items"
        defaultSet.box.halign = .start
        for entry in dialog.model.catalog.defaultLayout.entries {
            let preview = CustomizeTile(payload: "default-set")
            preview.box.isFocusable = false
            preview.label.isVisible = false
            if let kind = entry.spacerKind {
                preview.showSpacer(kind)
            } else if let itemID = entry.itemID, let declaration = dialog.renderer.declarations[itemID],
                      let context = dialog.renderer.itemContext(inert: true) {
                preview.showItem(declaration, context: context)
            }
            defaultPreview.append(preview)
        }
        defaultSet.showWidgets(defaultPreview.map(\.box))
        defaultSet.makeDraggable(prepare: { true }, ended: { _, _ in })
        defaultSet.onKey { [weak self] event in
            guard let self, [Key.return, Key.kpEnter, Key.space].contains(event.keyval) else { return false }
            self.dialog.useDefaultSet()
            return true
        }
    }

    /// Dims items already in the toolbar and updates their accessible state.
    func reload() {
        let layout = dialog.model.layout
        for (id, tile) in itemTiles {
            let inToolbar = layout.contains(itemID: id)
            tile.box.setCSSClass("in-toolbar", inToolbar)
            tile.box.setAccessibleDisabled(inToolbar)
            let name = dialog.model.catalog.item(id: id)?.label ?? id
            tile.box.setAccessibleLabel(inToolbar ? "\(name), in the toolbar" : name)
        }
    }

    func refreshContent() {
        for (id, tile) in itemTiles {
            if let declaration = dialog.renderer.declarations[id], let context = dialog.renderer.itemContext(inert: true) {
                tile.showItem(declaration, context: context)
            }
        }
    }
}
