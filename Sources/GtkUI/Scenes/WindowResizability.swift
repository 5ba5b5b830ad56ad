import Gtk

/// Whether the user may resize a scene's windows (SwiftUI's `WindowResizability`).
public struct WindowResizability: Equatable, Sendable {
    let isResizable: Bool
    /// The platform's default for the scene (resizable).
    public static let automatic = WindowResizability(isResizable: true)
    /// Fixed at the content's size: the window cannot be resized.
    public static let contentSize = WindowResizability(isResizable: false)
    /// At least the content's minimum size (GTK windows never shrink below it): resizable.
    public static let contentMinSize = WindowResizability(isResizable: true)
}

extension Scene {
    /// Sets whether the user may resize this scene's windows.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        ModifiedScene(content: self) { $0.isResizable = resizability.isResizable }
    }

    /// Takes away the commands that open this scene's windows (File ▸ New Window).
    public func commandsRemoved() -> some Scene {
        ModifiedScene(content: self) { $0.offersNewWindowCommand = false }
    }

    /// Which external events (URLs, files) open windows of this scene.
    ///
    /// On Linux the app's single instance receives them all: accepted, no
    /// effect.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}
