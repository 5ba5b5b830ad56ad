import Gtk

/// Opens a context menu of menu entries in a GtkPopoverMenu pointing at a
/// widget, and closes it again (used by `.contextMenu` and by the
/// selection menus of lists and tables).
@MainActor
final class ContextMenuPresenter {
    private var popover: PopoverMenu?
    /// The menu shown last (kept for tests while it is open).
    private(set) var openMenu: ContextMenuMenu?

    /// Opens a menu of `entries` pointing at `point` of `widget` (nothing when there are none).
    func open(_ entries: [MenuEntry], on widget: Widget, at point: Rect, lifetime: WindowLifetime?) {
        guard !entries.isEmpty else { return }
        close()
        let menu = ContextMenuMenu(entries: entries)
        widget.insertActionGroup("context-menu", menu.actions)
        let popover = PopoverMenu(menu.menu)
        popover.hasArrow = false
        popover.attach(to: widget)
        popover.point(to: point)
        popover.onClosed { [weak self, weak popover] in
            // After the activated item's action ran (GTK activates it after closing).
            _ = IdleSource { [weak self, weak popover] in
                guard let self, let popover, self.popover === popover else { return }
                self.close()
            }
        }
        self.popover = popover
        openMenu = menu
        // Closed and detached when the window closes, as the toolbar's menu
        // is: a popover left attached to a widget whose window is gone
        // crashed GTK on a later event (the window's teardown releases this
        // module's signal handlers, so "unrealize" or "destroy" come too late).
        lifetime?.onEnd { [weak self, weak popover] in
            guard let self, let popover, self.popover === popover else { return }
            self.close()
        }
        popover.popup()
    }

    /// Closes the open menu, if any.
    func close() {
        popover?.popdown()
        popover?.detach()
        popover = nil
        openMenu = nil
    }
}
