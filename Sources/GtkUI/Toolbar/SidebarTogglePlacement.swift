import Gtk

/// Where a window's sidebar toggles sit: packed at the start of the header
/// bar, as `NavigationSplitView` puts them, or (the first one) in the slot
/// of a `DefaultToolbarItem(kind: .sidebarToggle)`, until the slot goes.
///
/// A toggle leaves one parent before it joins the other.
@MainActor
final class SidebarTogglePlacement {
    private let headerBar: HeaderBar
    /// The toggles in the order their split views declared them.
    private var toggles: [(owner: ObjectIdentifier, widget: Widget)] = []
    /// The toggles packed in the header bar now.
    private var packed: Set<ObjectID> = []
    /// The `DefaultToolbarItem` slot, and the view that declared it.
    private var slot: (declarer: ObjectIdentifier, children: BoxChildren)?

    init(headerBar: HeaderBar) { self.headerBar = headerBar }

    /// Shows (nil: takes out) the sidebar toggle of split view `owner`.
    func declare(_ toggle: Widget?, by owner: ObjectIdentifier) {
        if let index = toggles.firstIndex(where: { $0.owner == owner }) {
            let old = toggles[index].widget
            if let toggle, toggle.isSameObject(as: old) { return }
            takeOut(old)
            if let toggle { toggles[index].widget = toggle } else { toggles.remove(at: index) }
        } else if let toggle {
            toggles.append((owner, toggle))
        } else {
            return
        }
        place()
    }

    /// Moves the first toggle into `slot` (nil: back to the start of the header bar).
    func setSlot(_ slot: BoxChildren?, by declarer: ObjectIdentifier) {
        if let slot {
            self.slot?.children.sync([])
            self.slot = (declarer, slot)
        } else if self.slot?.declarer == declarer {
            self.slot?.children.sync([])
            self.slot = nil
        } else {
            return
        }
        place()
    }

    /// Whether `widget` is in the slot now.
    private func isSlotted(_ widget: Widget) -> Bool {
        slot?.children.placed.contains { $0.isSameObject(as: widget) } ?? false
    }

    private func takeOut(_ widget: Widget) {
        if packed.remove(widget.objectID) != nil { headerBar.remove(widget) }
        if isSlotted(widget) { slot?.children.sync([]) }
    }

    private func place() {
        let slotted = slot == nil ? nil : toggles.first?.widget
        for (_, widget) in toggles where !(slotted?.isSameObject(as: widget) ?? false) && !packed.contains(widget.objectID) {
            if isSlotted(widget) { slot?.children.sync([]) }
            headerBar.packStart(widget)
            packed.insert(widget.objectID)
        }
        guard let slot else { return }
        if let slotted, packed.remove(slotted.objectID) != nil { headerBar.remove(slotted) }
        slot.children.sync(slotted.map { [$0] } ?? [])
    }
}
