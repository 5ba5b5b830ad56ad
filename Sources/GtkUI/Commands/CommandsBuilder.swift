import Gtk

/// A fixed list of commands built by `@CommandsBuilder`.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
    /// Commands built by `@CommandsBuilder` have no body: GtkUI collects each part.
    public typealias Body = Never
    let content: (repeat each Content)
    func collect(into declarations: inout [CommandsDeclaration]) {
        for commands in repeat each content { collectCommands(commands, into: &declarations) }
    }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// Empty commands have no body: they add nothing to the menu bar.
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
    /// An empty closure: `EmptyCommands`.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// A closure of one commands value: that value itself.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    /// A closure of several commands values, kept in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(content: (repeat each content))
    }
    /// Each statement's commands value, unchanged.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    /// An `if` without `else`: the commands value when the condition holds, otherwise nothing.
    public static func buildIf<Content: Commands>(_ content: Content?) -> Content? { content }
}
