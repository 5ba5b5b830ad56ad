import Gtk
import ToolbarKit

/// An app's structure and behaviour (SwiftUI's `App`), usable with `@main`.
///
///     @main
///     struct MyApp: App {
///         var body: some Scene {
///             WindowGroup { ContentView() }
///                 .commands { ToolbarCommands() }
///         }
///     }
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Creates the app.
    @MainActor init()

    /// The reverse-DNS application id (D-Bus name, config folder). GtkUI
    /// extension; defaults to "org.gtkui.<TypeName>".
    static var applicationID: String { get }
    /// What the About dialog shows (its `name` also names the app in
    /// menus and untitled windows). GtkUI extension.
    static var aboutInfo: AboutInfo { get }
    /// Folders laid out like `share/icons` where the app's icon
    /// (`aboutInfo.iconName`) is looked for when the icon theme lacks it, as
    /// in a build that is not installed. GtkUI extension; defaults to none.
    static var iconSearchPaths: [String] { get }
}

extension App {
    public static var applicationID: String { "org.gtkui.\(String(describing: Self.self))" }
    /// Without one of its own, an app is named after its product (the
    /// executable), as SwiftUI names it after its bundle: "SeedSample", not
    /// the `App` type's name ("ToolbarContent_macOSApp").
    public static var aboutInfo: AboutInfo { AboutInfo(name: productName, version: "1.0") }

    /// The name the executable was started by (GLib's program name).
    static var productName: String {
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) }
            ?? ProcessInfo.processInfo.processName
    }
    public static var iconSearchPaths: [String] { [] }

    /// Runs the app: one process per application id on the session bus;
    /// launching again presents the existing window.
    @MainActor public static func main() {
        let runtime = AppRuntime(appID: applicationID, about: aboutInfo, scene: Self().body)
        runtime.iconSearchPaths = iconSearchPaths
        exit(runtime.run())
    }
}

/// Something that renders content into a window.
@MainActor
protocol HostingRoot: AnyObject {
    var widget: Widget { get }
    /// Renders the content again with the window's current environment.
    func rerender()
}

extension HostingView: HostingRoot {}

/// What the About dialog shows (see `App.aboutInfo`).
public typealias AboutInfo = Gtk::AboutInfo
