import Gtk

/// The context of a state change (SwiftUI's `Transaction`): above all, the
/// animation the views it changes animate with.
///
/// `withAnimation` and `withTransaction` set it for the changes made in
/// their body; the renders those changes cause run in it, and
/// `.animation(_:value:)` and `.transaction(_:)` change it for a part of
/// the view tree.
public struct Transaction: Sendable {
    /// The animation the change asks for.
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers below leave this
    /// transaction's animation alone.
    public var disablesAnimations = false
    /// Whether the change comes from a continuous interaction (a drag).
    public var isContinuous = false
    /// Whether the change follows a gesture's velocity.
    public var tracksVelocity = false
    /// What runs once the change's animation is over.
    var completions: [@MainActor @Sendable () -> Void] = []
    /// Values of custom `TransactionKey`s.
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// A transaction without animation.
    public init() {}
    /// A transaction asking for `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The value of a custom key (its default when unset).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Calls `completion` once the animation of this transaction is over
    /// (right after the change, when it has none).
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        let box = UncheckedCompletion(completion)
        completions.append { box.body() }
    }
}

/// A key for a value carried by a `Transaction` (SwiftUI's `TransactionKey`).
public protocol TransactionKey {
    /// The value's type.
    associatedtype Value: Sendable
    /// The value of a transaction that has none set.
    static var defaultValue: Value { get }
}

/// A completion handed to `addAnimationCompletion`: SwiftUI takes a
/// plain closure, and GtkUI only ever calls it on the main thread.
private final class UncheckedCompletion: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Runs `body` (a state change) in `transaction`: the views it changes
/// animate with the transaction's animation (SwiftUI's `withTransaction`).
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = TransactionScope.changes
    TransactionScope.changes = transaction
    defer {
        TransactionScope.changes = outer
        TransactionScope.scheduleCompletions(of: transaction)
    }
    return try body()
}

/// Runs `body` in a transaction whose `keyPath` is `value`.
@MainActor
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = TransactionScope.changes ?? Transaction()
    transaction.completions = []
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Where GtkUI keeps the transaction of the changes being made and of the
/// render under way.
@MainActor
enum TransactionScope {
    /// The transaction of the changes being made now (inside
    /// `withTransaction`): the renders they schedule run in it.
    static var changes: Transaction?
    /// The transaction of the render under way.
    static var current = Transaction()

    /// Runs `body`, a render, in `transaction`.
    static func rendering<R>(in transaction: Transaction, _ body: () -> R) -> R {
        let outer = current
        current = transaction
        defer { current = outer }
        return body()
    }

    /// The animation the render under way animates with, if any.
    static var animation: Animation? { current.animation }

    /// Calls the transaction's completions once its animation is over.
    static func scheduleCompletions(of transaction: Transaction) {
        guard !transaction.completions.isEmpty else { return }
        let completions = transaction.completions
        MainLoop.after(transaction.animation?.totalDuration ?? 0) {
            for completion in completions { completion() }
        }
    }
}

extension Binding {
    /// A binding whose writes happen in `transaction`: the views they
    /// change animate with its animation.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let getter = self.getter
        let setter = self.setter
        return Binding(
            get: getter,
            set: { newValue in
                // Bindings are written on the main thread, where views live.
                nonisolated(unsafe) let value = newValue
                nonisolated(unsafe) let write = setter
                MainActor.assumeIsolated { withTransaction(transaction) { write(value) } }
            })
    }

    /// A binding whose writes animate with `animation`, as if made inside
    /// `withAnimation` (`Toggle("Details", isOn: $showsDetails.animation())`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}
