import Gtk

/// A part of an app's interface with its own lifecycle (SwiftUI's `Scene`).
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The composition of this scene.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never { fatalError("\(type(of: self)) is a primitive scene") }
}

/// A window description resolved from the scene tree.
@MainActor
struct WindowGroupConfiguration {
    var title: String?
    /// The group's `id:`, which also names its windows' remembered state.
    var id: String?
    var defaultSize: (width: Int, height: Int) = (800, 600)
    var commands: [CommandsDeclaration] = []
    /// Renders the group's content into a new window host.
    let makeContent: (WindowHost, UpdateScheduler) -> HostingRoot
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

/// A scene that opens windows showing the same content (SwiftUI's `WindowGroup`).
///
/// Each window gets its own view state; windows share customizable toolbar
/// layouts by toolbar id. File ▸ New Window opens another.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String?
    let id: String?
    let content: () -> Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.title = nil
        self.id = nil
        self.content = content
    }
    /// A window group with a title.
    public init(_ title: some StringProtocol, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = nil
        self.content = content
    }
    /// A window group with a title and an identifier.
    public init(_ title: some StringProtocol, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }
    /// A window group with an identifier.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = nil
        self.id = id
        self.content = content
    }

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        let content = self.content
        configurations.append(WindowGroupConfiguration(title: title, id: id) { host, scheduler in
            HostingView(rootView: content(), host: host, scheduler: scheduler)
        })
    }
}

/// A scene with modified configuration (commands, default size).
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let content: Content
    let modify: (inout WindowGroupConfiguration) -> Void

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        var inner: [WindowGroupConfiguration] = []
        collectScene(content, into: &inner)
        for index in inner.indices { modify(&inner[index]) }
        configurations += inner
    }
}

extension Scene {
    /// Adds menu commands to the app's menu bar.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        var declarations: [CommandsDeclaration] = []
        collectCommands(content(), into: &declarations)
        return ModifiedScene(content: self) { $0.commands += declarations }
    }
    /// The size new windows open at.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        ModifiedScene(content: self) { $0.defaultSize = (Int(width), Int(height)) }
    }
    /// The size new windows open at.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }
}

/// A fixed list of scenes built by `@SceneBuilder`.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: (repeat each Content)
    func collect(into configurations: inout [WindowGroupConfiguration]) {
        for scene in repeat each content { collectScene(scene, into: &configurations) }
    }
}

/// Builds scenes from the statements of a closure.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(content: (repeat each content))
    }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}
