/// Publishes one value, then finishes (Combine's `Just`).
public struct Just<Output>: Publisher {
    /// `Never`: it cannot fail.
    public typealias Failure = Never
    /// The value it publishes.
    public let output: Output

    /// Creates a publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Sends `subscriber` the value when it asks for one, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OneShotSubscription(subscriber, value: output, completion: .finished))
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}
