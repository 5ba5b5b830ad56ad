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
    /// Asked before the app quits: call `reply(true)` to quit or
    /// `reply(false)` to keep running, at once or later (after asking the
    /// user). GtkUI extension in the spirit of AppKit's
    /// `NSApplicationDelegate.applicationShouldTerminate(_:)`; the default
    /// quits at once. For `.signal` the app ends whatever the reply.
    @MainActor static func applicationShouldTerminate(_ reason: QuitReason, reply: @escaping @MainActor (Bool) -> Void)
}

extension App {
    /// By default "org.gtkui." followed by the `App` type's name.
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
    /// By default no extra icon folders.
    public static var iconSearchPaths: [String] { [] }
    /// By default the app always agrees to quit.
    public static func applicationShouldTerminate(_ reason: QuitReason, reply: @escaping @MainActor (Bool) -> Void) {
        reply(true)
    }

    /// Runs the app: one process per application id on the session bus;
    /// launching again presents the existing window.
    ///
    /// `--version` and `--help` print and exit; other arguments are refused
    /// with a sentence.
    @MainActor public static func main() {
        // Before any view or scene title is looked up in the app's translations.
        Localization.start(appDomain: applicationID)
        // The scenes are made only when needed: `--version` makes none.
        var app: Self?
        var scene: Body?
        func instance() -> Self {
            if let app { return app }
            let made = Self()
            app = made
            return made
        }
        func body() -> Body {
            if let scene { return scene }
            let made = instance().body
            scene = made
            return made
        }
        let arguments: [String]
        switch LaunchArguments.action(for: CommandLine.arguments, about: aboutInfo, opensFiles: { AppRuntime.opensFiles(body()) }) {
        case .run(let forGLib):
            arguments = forGLib
        case .exit(let status, let output, let error):
            if !output.isEmpty { FileHandle.standardOutput.write(Data(output.utf8)) }
            if !error.isEmpty { FileHandle.standardError.write(Data(error.utf8)) }
            exit(status)
        }
        let runtime = AppRuntime(appID: applicationID, about: aboutInfo, scene: body())
        runtime.iconSearchPaths = iconSearchPaths
        let running = instance()
        runtime.sceneChanges = SceneChangeTracker {
            var configurations: [WindowGroupConfiguration] = []
            collectScene(running.body, into: &configurations)
            return configurations
        }
        runtime.shouldTerminate = { reason, reply in applicationShouldTerminate(reason, reply: reply) }
        exit(runtime.run(arguments: arguments))
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
