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
    /// `Never` is its own body type, so primitive views can name it as theirs.
    public typealias Body = Never
    /// Traps if called: `Never` has no values, so there is no body to read.
    ///
    /// Nonisolated, as the body of `Never` as `Keyframes` too.
    nonisolated public var body: Never { return fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the renderer draws them directly.
    public var body: Never { fatalError("\(type(of: self)) is a primitive view and has no body") }
}
