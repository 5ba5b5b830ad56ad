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
