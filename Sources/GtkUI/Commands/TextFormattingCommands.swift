import Gtk

/// The Format menu's font and text commands of a rich-text editor
/// (SwiftUI's `TextFormattingCommands`).
///
/// GtkUI's `TextEditor` edits plain text, with no per-range font to act on,
/// so these commands add no menu items (documented in
/// Docs/SwiftUI-Toolbar.md); apps add their own Format menu with
/// `CommandMenu`, as Note Editor does.
public struct TextFormattingCommands: Commands, PrimitiveCommands {
    /// `Never`: primitive commands; the menu bar adds these entries itself.
    public typealias Body = Never
    /// Creates the text formatting commands.
    public init() {}
    func collect(into declarations: inout [CommandsDeclaration]) {}
}
