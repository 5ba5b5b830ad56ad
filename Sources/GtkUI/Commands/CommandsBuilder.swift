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

/// One of two commands values, chosen by an `if … else` or a `switch` in
/// `.commands { }` (SwiftUI builds a `_ConditionalContent` there; GtkUI
/// keeps commands apart from views, as it does for toolbar content).
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands {
    /// `Never`: the menu bar collects the branch the condition chose.
    public typealias Body = Never
    let first: TrueContent?
    let second: FalseContent?
    func collect(into declarations: inout [CommandsDeclaration]) {
        if let first { collectCommands(first, into: &declarations) }
        if let second { collectCommands(second, into: &declarations) }
    }
}

/// The commands of an `if #available` branch, their type erased (SwiftUI's
/// `buildLimitedAvailability` returns them this way, so that a type only
/// newer systems have does not leak into the enclosing commands' type).
struct LimitedAvailabilityCommands: Commands, PrimitiveCommands {
    typealias Body = Never
    let collectWrapped: @MainActor (inout [CommandsDeclaration]) -> Void

    init(erasing content: any Commands) {
        collectWrapped = { declarations in LimitedAvailabilityCommands.collect(content, into: &declarations) }
    }

    private static func collect<C: Commands>(_ content: C, into declarations: inout [CommandsDeclaration]) {
        collectCommands(content, into: &declarations)
    }

    func collect(into declarations: inout [CommandsDeclaration]) { collectWrapped(&declarations) }
}

/// Builds commands from the statements of a closure.
///
/// `if`, `if`/`else`, `switch` and `if #available` work as in views: the
/// menu bar is rebuilt from the branch that holds when its commands are
/// evaluated again (after every render and window switch).
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
    /// An optional commands value (`if` without `else`, `if let`).
    public static func buildOptional<Content: Commands>(_ component: Content?) -> Content? { component }
    /// An `if`/`else` or `switch` taking its first branch.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(first: first, second: nil)
    }
    /// An `if`/`else` or `switch` taking its second branch.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(first: nil, second: second)
    }
    /// An `if #available` branch's commands, their type erased.
    public static func buildLimitedAvailability(_ content: any Commands) -> some Commands {
        LimitedAvailabilityCommands(erasing: content)
    }
}
