import Gtk
import ToolbarKit

/// The toolbar's context menu: display modes, "Remove Item" on a removable
/// item, "Customize Toolbar…".
///
/// Opens on a right-click on the toolbar's items and the gaps between them
/// (captured before the window handle claims the press), and with Shift+F10
/// or the Menu key while the toolbar has focus. A right-click elsewhere on
/// the header bar (the title, empty space, the window buttons), or anywhere
/// while the toolbar is hidden, is left to GTK, which shows the window menu.
@MainActor
final class ToolbarContextMenu {
    unowned let host: WindowHost
    private var popover: PopoverMenu?
    private weak var renderer: ToolbarRenderer?
    /// The right-click gesture on the strip (the strip owns it; kept here
    /// to claim or deny its presses).
    private var rightClick: GestureClick?
    /// Where a right-click on the toolbar was pressed (strip coordinates), until released.
    private var pendingX: Double?

    init(host: WindowHost) { self.host = host }

    func attach(to renderer: ToolbarRenderer) {
        self.renderer = renderer
        let click = GestureClick(button: 3)
        rightClick = click
        click.propagationPhase = .capture
        click.onPressed { [weak self] _, x, _ in
            guard let self, let renderer = self.renderer, let click = self.rightClick else { return }
            guard renderer.layout.isOnToolbar(x: x) else {
                click.deny()
                return
            }
            click.claim()
            self.pendingX = x
        }
        // The menu opens on release: opened while the button is down, its
        // grab takes the release away from the item under the pointer, and
        // GTK 4.8 leaves that item :active and :hover for good
        // (`GtkWorkaround.menuOpenedOnPressSticks`).
        click.onReleased { [weak self] _, _, _ in
            guard let self, let x = self.pendingX, let renderer = self.renderer else { return }
            self.pendingX = nil
            let slot = renderer.layout.entryID(atX: x).flatMap { renderer.slots[$0] }
            let origin = renderer.strip.bounds(relativeTo: self.host.headerBar)
            let point = Rect(
                x: x + (origin?.x ?? 0), y: (origin?.y ?? 0) + Double(renderer.strip.height) / 2,
                width: 1, height: 1)
            self.open(at: point, slot: slot)
        }
        renderer.strip.addController(click)

        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self] event in
            guard let self, let renderer = self.renderer else { return false }
            let isMenuKey = event.keyval == Key.menu && event.modifiers.relevant.isEmpty
            let isShiftF10 = event.keyval == Key.f10 && event.modifiers.relevant == .shift
            guard isMenuKey || isShiftF10, renderer.model.layout.isVisible else { return false }
            let slot = renderer.focusedSlot
            let anchor =
                slot.flatMap { $0.box.bounds(relativeTo: self.host.headerBar) }
                ?? Rect(x: 0, y: 0, width: 1, height: 1)
            self.open(at: anchor, slot: slot)
            return true
        }
        renderer.strip.addController(keys)
    }

    /// The menu for a click on `slot` (nil: between items).
    func menu(for slot: ToolbarSlot?) -> Gtk::Menu {
        let menu = Gtk::Menu()
        let modes = Gtk::Menu()
        for mode in DisplayMode.allCases {
            modes.append(mode.localizedLabel, action: "toolbar.display-mode", target: mode.rawValue)
        }
        menu.appendSection(modes)
        let actions = Gtk::Menu()
        if let slot, let model = renderer?.model,
            let index = model.layout.entries.firstIndex(where: { $0.id == slot.entry.id }),
            model.canRemove(at: index)
        {
            actions.append(localized("Remove Item"), action: "toolbar.remove-item", target: slot.entry.id)
        }
        actions.append(localized("Customize Toolbar…"), action: "toolbar.customize")
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
