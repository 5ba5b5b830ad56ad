import Gtk

/// `.animation(_:value:)`, `.animation(_:)`, `.transaction(_:)` and
/// `.transaction(value:_:)`: the content rendered in a transaction changed
/// by `transform` when `trigger` says so.
struct TransactionModifier<Content: View, Value: Equatable>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    /// The value whose change applies the transform (nil: every render).
    let value: Value?
    let transform: (inout Transaction) -> Void

    func makeNode() -> TransactionNode<Value> { TransactionNode(viewType: Self.self) }
    func updateNode(_ node: TransactionNode<Value>, context: RenderContext) {
        var applies = true
        if let value {
            applies = node.hasRendered && node.lastValue != value
            node.lastValue = value
        }
        node.hasRendered = true
        node.transformsEvery = value == nil ? transform : nil
        guard applies else {
            node.render(content, context: context)
            return
        }
        var transaction = TransactionScope.current
        transform(&transaction)
        TransactionScope.rendering(in: transaction) { node.render(content, context: context) }
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of a transaction modifier: remembers the value it last saw;
/// one that changes every transaction also changes those of the renders
/// that start below it (see `UpdateScheduler`).
@MainActor
final class TransactionNode<Value: Equatable>: PassthroughNode {
    var lastValue: Value?
    var hasRendered = false
    /// The transform, when the modifier applies it to every transaction.
    var transformsEvery: ((inout Transaction) -> Void)?
    override var everyTransaction: ((inout Transaction) -> Void)? { transformsEvery }
}

/// The transform of the `.animation` modifiers: `animation` replaces the
/// transaction's, unless the transaction disables animations.
private func setting(_ animation: Animation?) -> (inout Transaction) -> Void {
    { transaction in
        if !transaction.disablesAnimations { transaction.animation = animation }
    }
}

/// What `.animation(_:)` and `.transaction(_:)` compare: nothing.
struct AlwaysChanges: Equatable {}

extension View {
    /// Animates the changes in this view with `animation` when `value`
    /// changes (nil: without animation), unless the transaction disables
    /// animations.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        TransactionModifier(content: self, value: value, transform: setting(animation))
    }

    /// Animates every change in this view with `animation` (deprecated in
    /// SwiftUI for `animation(_:value:)`): the changes that reach this view
    /// from above, whatever their cause.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        TransactionModifier<Self, AlwaysChanges>(content: self, value: nil, transform: setting(animation))
    }

    /// Changes the transaction of the changes that reach this view with `transform`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifier<Self, AlwaysChanges>(content: self, value: nil, transform: transform)
    }

    /// Changes the transaction with `transform` when `value` changes.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifier(content: self, value: value, transform: transform)
    }
}
