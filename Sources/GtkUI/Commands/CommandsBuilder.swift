import Gtk

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
