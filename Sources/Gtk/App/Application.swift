import CGtk
import FoundationEssentials

/// A GTK application (GtkApplication): single instance per id on a D-Bus
/// session, app actions ("app."), accelerators and the menu bar.
@MainActor
public final class Application: Object {
    var application: UnsafeMutablePointer<GtkApplication> { raw.assumingMemoryBound(to: GtkApplication.self) }
    var actionMap: OpaquePointer { opaque }
    var gapplication: UnsafeMutablePointer<GApplication> { raw.assumingMemoryBound(to: GApplication.self) }

    /// Creates an application with a reverse-DNS id such as "org.gtkui.NoteEditor".
    ///
    /// With `handlesOpen` (`G_APPLICATION_HANDLES_OPEN`), files and URIs on
    /// the command line, or sent by a second launch, arrive through
    /// `onOpen` instead of `onActivate`.
    public init(id: String, handlesOpen: Bool = false) {
        let flags = handlesOpen ? G_APPLICATION_HANDLES_OPEN : G_APPLICATION_DEFAULT_FLAGS
        super.init(adopting: UnsafeMutableRawPointer(gtk_application_new(id, flags))!)
        // A second launch hands its launcher's token on to the running
        // instance (see GtkWorkaround.launchTokenNotForwarded).
        cgtk_application_forward_launch_token(gapplication)
        // Before GTK is initialized: the process has no other thread yet
        // (see GtkWorkaround.softwareGLPopupUndrawn).
        if GtkWorkaround.softwareGLPopupUndrawn.isActive {
            cgtk_prefer_cairo_renderer_on_software_wayland()
        }
    }

    /// The application id.
    public var id: String { g_application_get_application_id(gapplication).map { String(cString: $0) } ?? "" }

    /// The GResource folder GtkApplication loads automatic resources from
    /// (`gtk/menus.ui`, `gtk/help-overlay.ui`, `icons/`); by default derived
    /// from the id ("/org/gtkui/NoteEditor"), nil for none.
    public var resourceBasePath: String? {
        get { g_application_get_resource_base_path(gapplication).map { String(cString: $0) } }
        set { g_application_set_resource_base_path(gapplication, newValue) }
    }

    /// `startup`: once, in the primary instance, before the first `activate`.
    @discardableResult
    public func onStartup(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("startup", body) }
    /// `activate`: on launch, and when launched again (in the primary instance).
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("activate", body) }

    /// `open`: files or URIs to open (URIs such as "file:///home/ada/a.txt"),
    /// in the primary instance, instead of `activate`.
    @discardableResult
    public func onOpen(_ body: @escaping @MainActor ([String]) -> Void) -> SignalHandler {
        connect("open", body: body, trampoline: Trampolines.open)
    }

    /// Keeps the application running without a window (a file chooser of
    /// the desktop portal is not one of its windows); balance with `release()`.
    public func hold() { g_application_hold(gapplication) }
    /// Lets the application end once it has no window, balancing one `hold()`.
    public func release() { g_application_release(gapplication) }

    /// Runs the main loop until the application quits; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        MainLoop.installDispatchBridge()
        var cArguments = arguments.map { strdup($0) }
        defer { for argument in cArguments { free(argument) } }
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            g_application_run(gapplication, gint(buffer.count), buffer.baseAddress)
        }
    }

    /// Registers with the session bus without running (true when this is
    /// the primary instance).
    ///
    /// Used by tests.
    @discardableResult
    public func register() -> Bool {
        g_application_register(gapplication, nil, nil) != 0 && g_application_get_is_remote(gapplication) == 0
    }

    /// Ends the main loop.
    public func quit() { g_application_quit(gapplication) }

    /// Adds an "app." action.
    public func addAction(_ action: SimpleAction) { g_action_map_add_action(actionMap, action.action) }
    /// Removes an "app." action.
    public func removeAction(_ name: String) { g_action_map_remove_action(actionMap, name) }

    /// Binds accelerators ("<Control>n") to a detailed action name ("app.new-window").
    public func setAccelerators(_ accelerators: [String], for action: String) {
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { for string in cStrings { free(UnsafeMutableRawPointer(mutating: string)) } }
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

    /// The most recently focused window, if any.
    public var activeWindow: Window? {
        gtk_application_get_active_window(application).map { Window(borrowing: $0) }
    }
}
