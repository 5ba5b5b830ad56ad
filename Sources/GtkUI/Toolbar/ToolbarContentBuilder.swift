import Gtk
import ToolbarKit

/// Builds toolbar content from the statements of a closure.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content>
    {
        TupleToolbarContent(content: (repeat each content))
    }
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: first, second: nil)
    }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: nil, second: second)
    }
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
