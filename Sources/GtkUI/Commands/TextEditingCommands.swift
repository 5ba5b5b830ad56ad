import Gtk

/// Find in the Edit menu, acting on the focused text editor (SwiftUI's
/// `TextEditingCommands`): Find… (Ctrl+F), Find and Replace… (Ctrl+H),
/// Find Next (Ctrl+G), Find Previous (Shift+Ctrl+G), Use Selection for Find
/// (Ctrl+E).
public struct TextEditingCommands: Commands, PrimitiveCommands {
    /// `Never`: primitive commands; the menu bar adds these entries itself.
    public typealias Body = Never
    /// Creates the text editing commands.
    public init() {}
    func collect(into declarations: inout [CommandsDeclaration]) { declarations.append(.textEditing) }
}
