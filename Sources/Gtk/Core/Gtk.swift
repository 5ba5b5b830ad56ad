import CGtk
import FoundationEssentials

/// Process-wide GTK set-up.
@MainActor
public enum Gtk {
    /// Initializes GTK for use without an `Application` (tests, tools).
    ///
    /// Returns false when no display can be opened.
    @discardableResult
    public static func initialize() -> Bool {
        let ok = gtk_init_check() != 0
        if ok { MainLoop.installDispatchBridge() }
        return ok
    }
    /// Whether GTK draws the dark variant of its theme (the default
    /// display's `gtk-application-prefer-dark-theme`).
    ///
    /// Ignored when the `GTK_THEME` environment variable names a theme.
    public static var prefersDarkStyle: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return false }
            return Object(borrowing: UnsafeMutableRawPointer(settings)).property("gtk-application-prefer-dark-theme")?.bool ?? false
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            Object(borrowing: UnsafeMutableRawPointer(settings)).setProperty("gtk-application-prefer-dark-theme", newValue)
        }
    }
    /// Calls `body` after `prefersDarkStyle` changes; nil without a display.
    ///
    /// Ownership: the settings object lives as long as the display; the
    /// handler holds `body` until it is disconnected.
    public static func onPrefersDarkStyleChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler? {
        guard let settings = gtk_settings_get_default() else { return nil }
        return Object(borrowing: UnsafeMutableRawPointer(settings)).onNotify("gtk-application-prefer-dark-theme", body)
    }
    /// Whether GTK animates (the default display's `gtk-enable-animations`,
    /// off when the desktop asks for reduced motion): revealers, stacks
    /// and CSS transitions change at once without it.
    public static var enablesAnimations: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return false }
            return Object(borrowing: UnsafeMutableRawPointer(settings)).property("gtk-enable-animations")?.bool ?? false
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            Object(borrowing: UnsafeMutableRawPointer(settings)).setProperty("gtk-enable-animations", newValue)
        }
    }
    /// GTK's runtime version, e.g.
    ///
    /// "4.8.3".
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }
}
