import CGtk

/// A window of a GtkApplication, with actions ("win.") and an optional menu bar.
@MainActor
public final class ApplicationWindow: Window {
    /// Creates a window belonging to `application`.
    public init(application: Application) {
        super.init(borrowing: gtk_application_window_new(application.application))
    }
    /// Whether the application's menu bar is shown (GTK 4 default: false).
    public var showsMenubar: Bool {
        get { bool(gtk_application_window_get_show_menubar) }
        set { setBool(gtk_application_window_set_show_menubar, newValue) }
    }
    /// Adds a "win." action.
    public func addAction(_ action: SimpleAction) { g_action_map_add_action(opaque, action.action) }
    /// Removes a "win." action.
    public func removeAction(_ name: String) { g_action_map_remove_action(opaque, name) }
}
