/// A fixed list of views, one per statement of a `@ViewBuilder` closure
/// (SwiftUI's `TupleView`): `value` is the tuple of those views.
///
/// Custom containers read it as SwiftUI apps do:
///
///     init(@ViewBuilder content: () -> TupleView<(Sidebar, Detail)>) {
///         (sidebar, detail) = content().value
///     }
public struct TupleView<T>: View {
    /// `Never`: the renderer places each view in the enclosing container, in order.
    public typealias Body = Never
    /// The views, as a tuple (a single view when `T` is not a tuple).
    public var value: T
    /// Hands each view of a `value` to a visitor with the view's own type.
    ///
    /// Set by `ViewBuilder`, which knows the views' types. Nil for a tuple
    /// made by hand (`TupleView((a, b))`): its views are found by reflection.
    let visitViews: (@MainActor (T, any TupleViewVisitor) -> Void)?

    /// A tuple view of `value`'s views.
    public init(_ value: T) {
        self.value = value
        visitViews = nil
    }

    init(_ value: T, visitViews: @escaping @MainActor (T, any TupleViewVisitor) -> Void) {
        self.value = value
        self.visitViews = visitViews
    }

    /// Calls `visitor` with each view of `value`, in order.
    func forEachView(_ visitor: any TupleViewVisitor) {
        if let visitViews {
            visitViews(value, visitor)
        } else if let view = value as? any View {
            visitor.visit(view)
        } else {
            // A tuple's elements are its reflection's children, in order.
            for element in Mirror(reflecting: value).children {
                if let view = element.value as? any View { visitor.visit(view) }
            }
        }
    }
}

/// Sees each view of a `TupleView` with its own type.
@MainActor
protocol TupleViewVisitor: AnyObject {
    func visit<V: View>(_ view: V)
}

/// A visitor that passes each view on to a closure, as `any View`.
@MainActor
final class TupleViewCollector: TupleViewVisitor {
    private let body: (any View) -> Void
    init(_ body: @escaping (any View) -> Void) { self.body = body }
    func visit<V: View>(_ view: V) { body(view) }
}
