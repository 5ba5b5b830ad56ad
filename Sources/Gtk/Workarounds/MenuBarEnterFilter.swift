import CGtk

/// Keeps a menu bar's menus from taking turns opening on their own.
///
/// GTK 4.8's `GtkPopoverMenuBar` opens the menu of a title whenever that
/// title gets a motion "enter" while another of its menus is open. GTK
/// sends crossings when a menu's popup maps or unmaps (grab changes), and
/// some of them carry the pointer's position in another surface's
/// coordinates, so they "enter" a title the pointer is nowhere near. A menu
/// chosen with the keyboard (F10, then Right to Edit) with the pointer
/// resting on another title (View) then flickers: Edit, View, Edit, … for
/// as long as the pointer stays, the app never idle. A C
/// `GtkApplicationWindow` with a menu bar does the same. Seen at once on
/// Wayland, at times on a loaded X11 server.
///
/// `install()` lets GTK's handler see only the enters whose position lies
/// inside the title (the C side, `cgtk_filter_menu_bar_title`, on each
/// title as it maps). Hovering a title with a menu open still switches to
/// its menu.
///
/// ```swift
/// MenuBarEnterFilter.install()   // once, after GTK is initialized
/// ```
@MainActor
public enum MenuBarEnterFilter {
    private static var isInstalled = false

    /// Filters the enters of every menu bar title (once per process; later
    /// calls do nothing; nothing on a GTK that does not need it, see
    /// `GtkWorkaround.menuBarFalseEnter`).
    public static func install() {
        guard !isInstalled, GtkWorkaround.menuBarFalseEnter.isActive else { return }
        isInstalled = true
        cgtk_install_menu_bar_enter_filter()
    }
}
