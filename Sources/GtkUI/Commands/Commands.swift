import Gtk

/// Menu bar commands of an app (SwiftUI's `Commands`).
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands these commands are made of.
    associatedtype Body: Commands
    /// The composition of these commands.
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands have no body.
    public var body: Never { fatalError("\(type(of: self)) is primitive commands") }
}

/// A resolved piece of commands: a menu of its own, or entries added to a standard menu.
@MainActor
enum CommandsDeclaration {
    /// `ToolbarCommands()`: Show/Hide Toolbar and Customize Toolbar… in View.
    case toolbar
    /// `TextEditingCommands()`: the Find items in Edit.
    case textEditing
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

/// Adds "Show Toolbar"/"Hide Toolbar" (Ctrl+Alt+T) and "Customize Toolbar…"
/// to the View menu (SwiftUI's `ToolbarCommands`).
public struct ToolbarCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    /// Creates the toolbar commands.
    public init() {}
    func collect(into declarations: inout [CommandsDeclaration]) { declarations.append(.toolbar) }
}

/// Find in the Edit menu, acting on the focused text editor (SwiftUI's
/// `TextEditingCommands`): Find… (Ctrl+F), Find and Replace… (Ctrl+H),
/// Find Next (Ctrl+G), Find Previous (Shift+Ctrl+G), Use Selection for Find
/// (Ctrl+E).
public struct TextEditingCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    /// Creates the text editing commands.
    public init() {}
    func collect(into declarations: inout [CommandsDeclaration]) { declarations.append(.textEditing) }
}

/// A top-level menu of the menu bar (SwiftUI's `CommandMenu`).
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let title: String
    let content: () -> Content

    /// A menu named `name` holding buttons, toggles, dividers and submenus.
    public init(_ name: some StringProtocol, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(name)
        self.content = content
    }

    func collect(into declarations: inout [CommandsDeclaration]) {
        let content = self.content
        declarations.append(.menu(title: title, entries: { collectMenuEntries(content()) }))
    }
}

/// Standard places in the menu bar for `CommandGroup` (SwiftUI's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let help = CommandGroupPlacement(name: "help")
}

/// Entries added to a standard menu group (SwiftUI's `CommandGroup`).
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: () -> Content

    /// Entries placed after a standard group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group; position = .after; content = addition
    }
    /// Entries placed before a standard group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group; position = .before; content = addition
    }
    /// Entries replacing a standard group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group; position = .replacing; content = addition
    }

    func collect(into declarations: inout [CommandsDeclaration]) {
        let content = self.content
        declarations.append(.group(placement, position, entries: { collectMenuEntries(content()) }))
    }
}

/// A fixed list of commands built by `@CommandsBuilder`.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let content: (repeat each Content)
    func collect(into declarations: inout [CommandsDeclaration]) {
        for commands in repeat each content { collectCommands(commands, into: &declarations) }
    }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    /// Creates empty commands.
    public init() {}
    func collect(into declarations: inout [CommandsDeclaration]) {}
}

extension Optional: Commands, PrimitiveCommands where Wrapped: Commands {
    func collect(into declarations: inout [CommandsDeclaration]) {
        if let wrapped = self { collectCommands(wrapped, into: &declarations) }
    }
}

/// Builds commands from the statements of a closure.
@resultBuilder @MainActor
public enum CommandsBuilder {
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(content: (repeat each content))
    }
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildIf<Content: Commands>(_ content: Content?) -> Content? { content }
}
