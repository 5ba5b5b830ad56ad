import Gtk
import ToolbarKit

/// Builds toolbar content from the statements of a closure.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// A closure of one piece of toolbar content: that content itself.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// A closure of several pieces of toolbar content, kept in order.
    ///
    /// At least two, as in SwiftUI, whose builder has no empty block: an
    /// empty `.toolbar { }` (its items all behind `#if os(iOS)`, say) is then
    /// the view-builder form, which adds nothing, instead of being ambiguous.
    public static func buildBlock<First: ToolbarContent, Second: ToolbarContent, each Rest: ToolbarContent>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> TupleToolbarContent<First, Second, repeat each Rest> {
        TupleToolbarContent(content: (first, second, repeat each rest))
    }
    /// Each statement's piece of toolbar content, unchanged.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// An `if` without `else`: the piece of toolbar content when the condition holds, otherwise nothing.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// An `if`/`else` or `switch` taking its first branch.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: first, second: nil)
    }
    /// An `if`/`else` or `switch` taking its second branch.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: nil, second: second)
    }
    /// An `if #available` branch's piece of toolbar content, unchanged.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
