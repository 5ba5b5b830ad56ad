import Gtk

/// A window description resolved from the scene tree.
@MainActor
struct WindowGroupConfiguration {
    var title: String?
    /// The group's `id:`, which also names its windows' remembered state.
    var id: String?
    var defaultSize: (width: Int, height: Int) = (800, 600)
    var commands: [CommandsDeclaration] = []
    /// What `windowStyle` and `windowToolbarStyle` ask of the header bar.
    var headerBar = HeaderBarSettings()
    /// `windowToolbarLabelStyle(_:)`: the label style the user chooses, written here.
    var toolbarLabelStyle: Binding<ToolbarLabelStyle>?
    /// What kind of scene made it: a window group, a unique window, the settings window.
    var role: SceneRole = .windowGroup
    /// Whether the user may resize its windows (`.windowResizability`).
    var isResizable = true
    /// Whether windows reopen at their remembered size (`.restorationBehavior`).
    var restoresState = true
    /// The keys that open this scene's window from anywhere in the app (`Scene.keyboardShortcut`).
    var openShortcut: KeyboardShortcut?
    /// Whether File ▸ New Window opens it (`.commandsRemoved()` takes that away).
    var offersNewWindowCommand = true
    /// The type of the values its windows present (`WindowGroup(for:)`).
    var valueType: Any.Type?
    /// The scene's `onChange(of:)` actions (on the first configuration of a modified group).
    var sceneChanges: [SceneChange] = []
    /// The scene's `.environment(_:_:)`, `.environment(_:)` and
    /// `.environmentObject(_:)` changes, outermost first, so the one nearest
    /// the scene is applied last and wins, as with views.
    var environment: [(inout EnvironmentValues) -> Void] = []
    /// The document type of a `DocumentGroup`.
    var documentKind: DocumentKind?
    /// Renders the group's content into a new window host; the value is the
    /// one `openWindow(id:value:)` presented (nil: none).
    let makeContent: (WindowHost, UpdateScheduler, AnyHashable?) -> HostingRoot
}

/// Scenes that resolve into window configurations.
@MainActor
protocol PrimitiveScene {
    func collect(into configurations: inout [WindowGroupConfiguration])
}

@MainActor
func collectScene<S: Scene>(_ scene: S, into configurations: inout [WindowGroupConfiguration]) {
    if let primitive = scene as? PrimitiveScene {
        primitive.collect(into: &configurations)
    } else if S.Body.self != Never.self {
        collectScene(scene.body, into: &configurations)
    }
}
