import CGtk
import FoundationEssentials

/// A GTK application (GtkApplication): single instance per id on a D-Bus
/// session, app actions ("app."), accelerators and the menu bar.
@MainActor
public final class Application: Object {
    var application: UnsafeMutablePointer<GtkApplication> { raw.assumingMemoryBound(to: GtkApplication.self) }
    var actionMap: OpaquePointer { OpaquePointer(raw) }
    var gapplication: UnsafeMutablePointer<GApplication> { raw.assumingMemoryBound(to: GApplication.self) }

    /// Creates an application with a reverse-DNS id such as "org.gtkui.NoteEditor".
    public init(id: String) {
        super.init(UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS))!, .full)
    }

    /// The application id.
    public var id: String { g_application_get_application_id(gapplication).map { String(cString: $0) } ?? "" }

    /// `startup`: once, in the primary instance, before the first `activate`.
    @discardableResult
    public func onStartup(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("startup", body) }
    /// `activate`: on launch, and when launched again (in the primary instance).
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("activate", body) }
    /// `shutdown`: once, when the main loop ends.
    @discardableResult
    public func onShutdown(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("shutdown", body) }

    /// Runs the main loop until the application quits; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        MainLoop.installDispatchBridge()
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            g_application_run(gapplication, gint(buffer.count), buffer.baseAddress)
        }
    }

    /// Registers with the session bus without running (true when this is
    /// the primary instance). Used by tests.
    @discardableResult
    public func register() -> Bool {
        g_application_register(gapplication, nil, nil) != 0 && g_application_get_is_remote(gapplication) == 0
    }

    /// Ends the main loop.
    public func quit() { g_application_quit(gapplication) }

    /// Keeps the application running with no window open; balance with `release()`.
    public func hold() { g_application_hold(gapplication) }
    /// Balances `hold()`.
    public func release() { g_application_release(gapplication) }

    /// Adds an "app." action.
    public func addAction(_ action: SimpleAction) { g_action_map_add_action(actionMap, action.action) }
    /// Removes an "app." action.
    public func removeAction(_ name: String) { g_action_map_remove_action(actionMap, name) }
    /// Looks up an "app." action's enabled state.
    public func hasAction(_ name: String) -> Bool { g_action_group_has_action(actionMap, name) != 0 }

    /// Binds accelerators ("<Control>n") to a detailed action name ("app.new-window").
    public func setAccelerators(_ accelerators: [String], for action: String) {
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            gtk_application_set_accels_for_action(application, action, buffer.baseAddress)
        }
    }
    /// The accelerators bound to a detailed action name.
    public func accelerators(for action: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application, action) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let entry = list[index] {
            result.append(String(cString: entry))
            index += 1
        }
        return result
    }

    /// The menu bar shown by application windows with `showsMenubar`.
    public func setMenubar(_ menu: Menu?) { gtk_application_set_menubar(application, menu?.model) }

    /// The number of windows the application has.
    public var windowCount: Int { Int(g_list_length(gtk_application_get_windows(application))) }

    /// Adds a window to the application (windows made with `ApplicationWindow` already are).
    public func addWindow(_ window: Window) { gtk_application_add_window(application, window.window) }

    /// The most recently focused window, if any.
    public var activeWindow: Window? {
        gtk_application_get_active_window(application).map { Window(existing: $0) }
    }
}

extension Window {
    /// A borrowed wrapper of an existing window (tracked already by whoever made it).
    convenience init(existing pointer: UnsafeMutablePointer<GtkWindow>) {
        self.init(window: UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self))
    }
}

/// Style sheets (GtkCssProvider) for the whole display or one widget.
@MainActor
public final class CssProvider: Object {
    /// Creates a provider holding `css`.
    public init(css: String) {
        super.init(UnsafeMutableRawPointer(gtk_css_provider_new())!, .full)
        load(css)
    }
    /// Replaces the style sheet.
    public func load(_ css: String) {
        gtk_css_provider_load_from_data(raw.assumingMemoryBound(to: GtkCssProvider.self), css, -1)
    }
    /// Applies the provider to every widget of the default display.
    public func applyToDisplay(priority: UInt32 = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, OpaquePointer(raw), guint(priority))
    }
    /// Applies the provider to one widget only.
    public func apply(to widget: Widget, priority: UInt32 = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) {
        gtk_style_context_add_provider(gtk_widget_get_style_context(widget.widget), OpaquePointer(raw), guint(priority))
    }
}

/// Process-wide GTK set-up.
@MainActor
public enum Gtk {
    /// Initializes GTK for use without an `Application` (tests, tools).
    /// Returns false when no display can be opened.
    @discardableResult
    public static func initialize() -> Bool {
        let ok = gtk_init_check() != 0
        if ok { MainLoop.installDispatchBridge() }
        return ok
    }
    /// Whether GTK draws the dark variant of its theme (the default
    /// display's `gtk-application-prefer-dark-theme`). Ignored when the
    /// `GTK_THEME` environment variable names a theme.
    public static var prefersDarkStyle: Bool {
        get {
            guard let settings = gtk_settings_get_default() else { return false }
            return Object(UnsafeMutableRawPointer(settings), .borrowed).property("gtk-application-prefer-dark-theme")?.bool ?? false
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            Object(UnsafeMutableRawPointer(settings), .borrowed).setProperty("gtk-application-prefer-dark-theme", newValue)
        }
    }
    /// GTK's runtime version, e.g. "4.8.3".
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }
}
