/// Builds views from the statements of a closure (SwiftUI's `ViewBuilder`).
@resultBuilder @MainActor
public enum ViewBuilder {
    /// An empty closure: `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A closure of one view: that view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A closure of several views, kept in order.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content)) { views, visitor in
            for view in repeat each views { visitor.visit(view) }
        }
    }
    /// Each statement's view, unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`: the view when the condition holds, otherwise nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if`/`else` or `switch` taking its first branch.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// An `if`/`else` or `switch` taking its second branch.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// An `if #available` branch's view, unchanged.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}
