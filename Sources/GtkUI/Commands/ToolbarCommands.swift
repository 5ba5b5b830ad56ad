import Gtk

/// Adds "Show Toolbar"/"Hide Toolbar" (Ctrl+Alt+T) and "Customize Toolbar…"
/// to the View menu (SwiftUI's `ToolbarCommands`).
public struct ToolbarCommands: Commands, PrimitiveCommands {
    /// `Never`: primitive commands; the menu bar adds these entries itself.
    public typealias Body = Never
    /// Creates the toolbar commands.
    public init() {}
    func collect(into declarations: inout [CommandsDeclaration]) { declarations.append(.toolbar) }
}
