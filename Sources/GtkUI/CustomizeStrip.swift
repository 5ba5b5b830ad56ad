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
    private var tiles: [String: CustomizeTile] = [:]
    private(set) var orderedIDs: [String] = []
    private var indicatorIndex: Int?
    /// The strip entry that last had focus (palette insertions go after it).
    var lastFocusedEntryID: String?

    init(dialog: CustomizeToolbarDialog) {
        self.dialog = dialog
        box.addCSSClass("customize-strip")
        box.accessibleRole = .list
        box.setAccessibleLabel("Toolbar Items")
        box.setSizeRequest(width: -1, height: 72)
        box.hexpand = true
        indicator.addCSSClass("drop-indicator")
        indicator.setAccessibleLabel("Insertion Point")
        indicator.accessibleRole = .presentation
        let drop = DropTarget()
        drop.onEnter { [weak self] x, _ in self?.hover(x: x) ?? false }
        drop.onMotion { [weak self] x, _ in self?.hover(x: x) ?? false }
        drop.onLeave { [weak self] in self?.showIndicator(at: nil) }
        drop.onDrop { [weak self] payload, x, _ in
            guard let self else { return false }
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
            guard let tile = tiles[id], let bounds = tile.box.bounds(relativeTo: box) else { continue }
            if x < bounds.x + bounds.width / 2 { return index }
        }
        return orderedIDs.count
    }

    private func showIndicator(at index: Int?) {
        guard index != indicatorIndex else { return }
        indicatorIndex = index
        sync()
    }

    /// Re-renders from the model; tiles are kept per entry id.
    func reload() {
        let layout = dialog.model.layout
        var next: [String: CustomizeTile] = [:]
        for (position, entry) in layout.entries.enumerated() {
            let tile = tiles[entry.id] ?? makeTile(for: entry)
            next[entry.id] = tile
            let name = dialog.label(for: entry)
            tile.label.text = name
            tile.box.setAccessibleLabel("\(name), item \(position + 1) of \(layout.entries.count) in the toolbar")
            tile.box.tooltip = dialog.model.canRemove(at: position) ? name : "\(name) (cannot be removed)"
        }
        tiles = next
        orderedIDs = layout.entries.map(\.id)
        sync()
    }

    func refreshContent() {
        for (id, tile) in tiles {
            guard let entry = dialog.model.layout.entries.first(where: { $0.id == id }),
                  let itemID = entry.itemID, let declaration = dialog.renderer.declarations[itemID],
                  let context = dialog.renderer.itemContext(inert: true) else { continue }
            tile.showItem(declaration, context: context)
        }
    }

    private func sync() {
        var widgets = orderedIDs.compactMap { tiles[$0]?.box as Widget? }
        if let indicatorIndex { widgets.insert(indicator, at: min(indicatorIndex, widgets.count)) }
        children.sync(widgets)
    }

    func tile(forEntry id: String) -> CustomizeTile? { tiles[id] }

    private func makeTile(for entry: LayoutEntry) -> CustomizeTile {
        let tile = CustomizeTile(payload: "entry:\(entry.id)")
        tile.box.accessibleRole = .listItem
        if let kind = entry.spacerKind {
            tile.showSpacer(kind)
        } else if let itemID = entry.itemID, let declaration = dialog.renderer.declarations[itemID],
                  let context = dialog.renderer.itemContext(inert: true) {
            tile.showItem(declaration, context: context)
        }
        let entryID = entry.id
        tile.makeDraggable(prepare: { [weak self] in
            guard let self, let index = self.position(of: entryID) else { return false }
            return self.dialog.model.canMove(at: index) // disabled items do not drag
        }, ended: { [weak self] accepted, noTarget in
            guard let self, !accepted, noTarget else { return }
            self.dialog.removeEntry(entryID) // dropped off the strip
        })
        tile.onFocus { [weak self] in self?.lastFocusedEntryID = entryID }
        tile.onKey { [weak self] event in self?.handleKey(event, entryID: entryID) ?? false }
        return tile
    }

    func position(of entryID: String) -> Int? {
        dialog.model.layout.entries.firstIndex { $0.id == entryID }
    }

    private func handleKey(_ event: KeyEvent, entryID: String) -> Bool {
        guard let index = position(of: entryID) else { return false }
        let modifiers = event.modifiers.relevant
        switch event.keyval {
        case Key.left where modifiers == .alt:
            dialog.move(entryID, from: index, to: index - 1)
            return true
        case Key.right where modifiers == .alt:
            dialog.move(entryID, from: index, to: index + 1)
            return true
        case Key.delete where modifiers.isEmpty, Key.backSpace where modifiers.isEmpty:
            dialog.removeEntry(entryID)
            return true
        default:
            return false
        }
    }
}
