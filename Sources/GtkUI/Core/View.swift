@_exported import Foundation

/// A piece of user interface, described as a value (SwiftUI's `View`).
///
/// A view either composes others in `body`, or is one of the primitives this
/// module renders into GTK widgets. Views are cheap values: the renderer keeps
/// one widget per view identity and updates it in place when `body` changes.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view, re-evaluated when its state changes.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the renderer draws them directly.
    public var body: Never { fatalError("\(type(of: self)) is a primitive view and has no body") }
}

/// A view that shows nothing.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    public typealias Body = Never
}

/// A fixed list of views built by `@ViewBuilder` (one per statement).
public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
}

/// One of two views, chosen by an `if … else` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// Builds views from the statements of a closure (SwiftUI's `ViewBuilder`).
@resultBuilder @MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// Groups views without changing their layout (SwiftUI's `Group`).
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
