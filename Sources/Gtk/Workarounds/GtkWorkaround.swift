import CGtk

/// A GTK behaviour this project works around, with the newest GTK version
/// known to need the workaround: the one list to read when upgrading GTK.
///
/// Every workaround names its case at the place it is made (search for the
/// case's name to find them all). Where GTK has a path of its own, the
/// workaround runs only while `isActive`: on a GTK newer than
/// `neededThrough`, GTK's own behaviour comes back, the tests show whether it
/// is fixed, and the workaround is then deleted (or its version raised).
/// Workarounds with no GTK path to fall back to (`hasFallback` false) always
/// run; they are listed so an upgrade checks them too.
///
///     if GtkWorkaround.menuButtonNullChild.isActive { … } else { … }
public enum GtkWorkaround: CaseIterable, Sendable {
    /// GTK 4.8's X11 backend places a popup in the monitor under its
    /// anchor; when the anchor is outside every monitor it passes NULL to
    /// `gdk_monitor_get_geometry` and lays the popup out at a garbage size.
    /// Worked around by `PopupPlacement` (pointing the popover on screen).
    case popupAnchorOffScreen
    /// GTK 4.8 gives the keyboard focus to the window's first focusable
    /// widget when a popover closes, not back to the widget that had it.
    /// Worked around by `Popover.popup()` (restores the focus after close).
    case popoverFocusNotRestored
    /// `gtk_menu_button_set_child(button, NULL)` in GTK 4.8 appends a NULL
    /// child to the button's inner box (a critical). Worked around by
    /// `MenuButton.setChild(nil)` (an empty label instead).
    case menuButtonNullChild
    /// GTK 4.8 has no getter for accessible properties. `Widget.accessibleLabel`
    /// reads the label back through GTK's accessibility test API
    /// (`gtk_test_accessible_check_property`, in the shim).
    case accessibleLabelGetter
    /// A GTK 4.8 drop target is not told reliably that a drag left it (no
    /// `leave` after a drop elsewhere, or when the pointer crosses into
    /// another window). GtkUI's Customize dialog polls the pointer during a
    /// drag instead (`Widget.pointerPosition`, asked of the windowing system).
    case dropTargetLeaveMissing
    /// GTK 4.8's Wayland backend ends every drag that no target took with
    /// `GDK_DRAG_CANCEL_ERROR`: the compositor's `wl_data_source.cancelled`
    /// says neither "released where nothing accepts it" nor "Escape". The
    /// Customize dialog reads such an end, after its removal cue showed, as a
    /// release off the targets.
    case dragCancelReasonLost
    /// GTK 4.8 on Wayland asks for the activation token of
    /// `gtk_window_present` with the presented window as its surface;
    /// mutter grants tokens only for the surface the user's last input went
    /// to, so an open window brought back from another one (Settings, a
    /// details window) only demanded attention, and a new one (an alert)
    /// did not always get the focus. `Window.present()` first
    /// gets a token as GDK's app launch context does (the focused surface,
    /// the last input serial): `cgtk_window_prepare_activation` in the shim.
    case presentTokenForWrongSurface
    /// GTK 4.8 leaves the keyboard focus on a menu bar item after its menu
    /// closes, where typing goes nowhere. GtkUI's window host gives the focus
    /// back to the content.
    case menuBarKeepsFocus
    /// A GTK 4.8 menu opened while the button is still down takes the
    /// release away from the item under the pointer, which stays `:active`
    /// and `:hover` for good. GtkUI's toolbar context menu opens on release.
    case menuOpenedOnPressSticks
    /// GTK 4.8 announces a button with a custom child as "GtkButton" and a
    /// text view as "GtkTextView". GtkUI sets accessible labels on them.
    case accessibleNameIsClassName
    /// GTK 4.8 without libadwaita does not follow the desktop's light or
    /// dark preference. `AppearancePortal` reads it from the settings portal.
    case colorSchemeNotFollowed
    /// GTK 4.8's `GtkPopoverMenuBar` keeps a plain pointer to its active
    /// (hovered or keyboard-focused) item and does not clear it when the
    /// item is removed from the menu model: the next crossing reads the freed
    /// item ("invalid unclassed pointer in cast to 'GtkWidget'"). GtkUI's menu
    /// bar keeps its top-level items while their titles stay, and replaces the
    /// menu bar widget whole when they change.
    case menuBarActiveItemDangles
    /// GTK 4.8's menu bar opens the menu of any title that gets a motion
    /// "enter", and the crossings GTK sends when a menu maps or unmaps can
    /// carry a position in another surface's coordinates: a menu opened from
    /// the keyboard and the one under a resting pointer took turns opening,
    /// without end. Worked around by `MenuBarEnterFilter` (only enters
    /// inside the title reach GTK's handler).
    case menuBarFalseEnter
    /// GTK 4.8's `GtkFlowBox` counts a row's children to move the focus up
    /// or down, and that count is 0 until its first allocation: Up or Down
    /// into a box not yet laid out loops forever. Worked around by
    /// `FlowBoxRowGuard` (no row moves before the first layout). GTK's
    /// newer releases count the same way, so it has no fallback.
    case flowBoxRowsBeforeLayout
    /// GTK 4.8's GtkApplication hands a launcher's startup id or
    /// activation token to the running instance only from what `gtk_init`
    /// stashed, and a second instance, which only forwards its launch,
    /// never initializes GTK: under GNOME on Wayland, launching a running
    /// app again (from a file manager, or a launcher that starts a second
    /// process) left its window behind, demanding attention. `Application`
    /// adds the token from the environment to what the second instance
    /// sends (`cgtk_application_forward_launch_token` in the shim).
    case launchTokenNotForwarded
    /// GTK 4.8's GL renderer on Wayland with Mesa's software rasterizer
    /// (no GPU render node: virtual machines, headless sessions) can leave
    /// a popup undrawn for good: a first frame that draws nothing into the
    /// popup's new EGL surface commits nothing, and GTK then waits forever
    /// for the frame callback it asked for. A menu opened (its items in the
    /// accessibility tree) and never showed, in about a third of menu bar
    /// openings under mutter, in plain C GTK programs too. `Application`
    /// picks GTK's cairo renderer there when it is created, before GTK is
    /// initialized (the environment is only safe to change while the
    /// process has one thread), unless `GSK_RENDERER` says otherwise
    /// (`cgtk_prefer_cairo_renderer_on_software_wayland` in the shim). GTK's
    /// later releases make the same choice themselves.
    case softwareGLPopupUndrawn

    /// The newest GTK version (major, minor) in which the workaround was
    /// verified to be needed.
    public var neededThrough: (major: Int, minor: Int) {
        switch self {
        case .popupAnchorOffScreen, .popoverFocusNotRestored, .menuButtonNullChild, .accessibleLabelGetter,
            .dropTargetLeaveMissing, .dragCancelReasonLost, .presentTokenForWrongSurface, .menuBarKeepsFocus,
            .menuOpenedOnPressSticks, .accessibleNameIsClassName, .colorSchemeNotFollowed, .menuBarActiveItemDangles,
            .menuBarFalseEnter, .flowBoxRowsBeforeLayout, .launchTokenNotForwarded, .softwareGLPopupUndrawn:
            return (4, 8)
        }
    }

    /// Whether GTK has its own behaviour to fall back to when the
    /// workaround is off (false: the workaround is the only way).
    public var hasFallback: Bool {
        switch self {
        case .popupAnchorOffScreen, .popoverFocusNotRestored, .menuButtonNullChild, .menuBarFalseEnter,
            .softwareGLPopupUndrawn:
            return true
        case .accessibleLabelGetter, .dropTargetLeaveMissing, .dragCancelReasonLost, .presentTokenForWrongSurface,
            .menuBarKeepsFocus, .menuOpenedOnPressSticks, .accessibleNameIsClassName, .colorSchemeNotFollowed,
            .menuBarActiveItemDangles, .flowBoxRowsBeforeLayout, .launchTokenNotForwarded:
            return false
        }
    }

    /// Whether the workaround runs with the GTK this process runs on.
    public var isActive: Bool {
        !hasFallback
            || Self.isNeeded(
                through: neededThrough,
                running: (Int(gtk_get_major_version()), Int(gtk_get_minor_version())))
    }

    /// Whether a workaround needed through GTK `through` is needed on GTK `running`.
    public static func isNeeded(through: (major: Int, minor: Int), running: (major: Int, minor: Int)) -> Bool {
        running.major < through.major || (running.major == through.major && running.minor <= through.minor)
    }
}
