import Gtk

/// A resolved piece of commands: a menu of its own, or entries added to a standard menu.
@MainActor
enum CommandsDeclaration {
    /// `ToolbarCommands()`: Show/Hide Toolbar and Customize Toolbar… in View.
    case toolbar
    /// `TextEditingCommands()`: the Find items in Edit.
    case textEditing
    /// `InspectorCommands()`: Show/Hide Inspector in View.
    case inspector
    /// `CommandMenu`: a new top-level menu; entries evaluated at each refresh.
    case menu(title: String, entries: () -> [MenuEntry])
    /// `CommandGroup`: entries placed relative to a standard group.
    case group(CommandGroupPlacement, CommandGroupPosition, entries: () -> [MenuEntry])
}

/// Where `CommandGroup` entries go relative to their placement.
enum CommandGroupPosition { case before, after, replacing }

@MainActor
protocol PrimitiveCommands {
    func collect(into declarations: inout [CommandsDeclaration])
}

@MainActor
func collectCommands<C: Commands>(_ commands: C, into declarations: inout [CommandsDeclaration]) {
    if let primitive = commands as? PrimitiveCommands {
        primitive.collect(into: &declarations)
    } else if C.Body.self != Never.self {
        collectCommands(commands.body, into: &declarations)
    }
}
