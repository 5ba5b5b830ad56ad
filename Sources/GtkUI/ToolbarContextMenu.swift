import Gtk
import ToolbarKit

/// The toolbar's context menu: display modes, "Remove Item" on a removable
/// item, "Customize Toolbar…". Opens on a right-click anywhere on the header
/// bar's toolbar (captured before the window handle claims the press), and
/// with Shift+F10 or the Menu key while the toolbar has focus.
@MainActor
final class ToolbarContextMenu {
    unowned let host: WindowHost
    private var popover: PopoverMenu?
    private weak var renderer: ToolbarRenderer?

    init(host: WindowHost) { self.host = host }

    func attach(to renderer: ToolbarRenderer) {
        self.renderer = renderer
        let click = GestureClick(button: 3)
        click.propagationPhase = .capture
        click.onPressed { [weak self, weak click] _, x, y in
            guard let self, let renderer = self.renderer else { return }
            click?.claim()
            let slot = self.slot(at: x, y: y, in: renderer)
            self.open(at: Rect(x: x, y: y, width: 1, height: 1), slot: slot)
        }
        host.headerBar.addController(click)

        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self] event in
            guard let self, let renderer = self.renderer else { return false }
            let isMenuKey = event.keyval == Key.menu && event.modifiers.relevant.isEmpty
            let isShiftF10 = event.keyval == Key.f10 && event.modifiers.relevant == .shift
            guard isMenuKey || isShiftF10 else { return false }
            let slot = renderer.focusedSlot
            let anchor = slot.flatMap { $0.box.bounds(relativeTo: self.host.headerBar) }
                ?? Rect(x: 0, y: 0, width: 1, height: 1)
            self.open(at: anchor, slot: slot)
            return true
        }
        renderer.strip.addController(keys)
    }

    private func slot(at x: Double, y: Double, in renderer: ToolbarRenderer) -> ToolbarSlot? {
        renderer.orderedSlots.first { slot in
            guard slot.box.isVisible, let bounds = slot.box.bounds(relativeTo: host.headerBar) else { return false }
            return x >= bounds.x && x < bounds.x + bounds.width && y >= bounds.y && y < bounds.y + bounds.height
        }
    }

    /// The menu for a click on `slot` (nil: between items).
    func menu(for slot: ToolbarSlot?) -> Gtk::Menu {
        let menu = Gtk::Menu()
        let modes = Gtk::Menu()
        for mode in DisplayMode.allCases {
            modes.append(mode.label, action: "toolbar.display-mode", target: mode.rawValue)
        }
        menu.appendSection(modes)
        let actions = Gtk::Menu()
        if let slot, let model = renderer?.model,
           let index = model.layout.entries.firstIndex(where: { $0.id == slot.entry.id }),
           model.canRemove(at: index) {
            actions.append("Remove Item", action: "toolbar.remove-item", target: slot.entry.id)
        }
        actions.append("Customize Toolbar…", action: "toolbar.customize")
        menu.appendSection(actions)
        return menu
    }

    func open(at anchor: Rect, slot: ToolbarSlot?) {
        let menu = menu(for: slot)
        if let popover {
            popover.setMenu(menu)
        } else {
            let made = PopoverMenu(menu)
            made.hasArrow = false
            made.attach(to: host.headerBar)
            popover = made
        }
        popover?.point(to: anchor)
        popover?.popup()
    }

    /// Unparents the popover before the header bar goes away.
    func detach() {
        popover?.detach()
        popover = nil
    }
}
