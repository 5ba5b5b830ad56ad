import Gtk

/// macOS's File ▸ Import from iPhone or iPad (SwiftUI's
/// `ImportFromDevicesCommands`, Continuity Camera).
///
/// A GNOME desktop has no such devices to import from: the commands add no
/// menu items.
public struct ImportFromDevicesCommands: Commands, PrimitiveCommands {
    /// `Never`: primitive commands; the menu bar adds these entries itself.
    public typealias Body = Never
    /// Creates the import commands.
    public init() {}
    func collect(into declarations: inout [CommandsDeclaration]) {}
}
