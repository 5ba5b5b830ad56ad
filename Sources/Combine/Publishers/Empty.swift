/// Publishes no value, and finishes at once or never (Combine's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher, Equatable, Sendable {
    /// Whether it finishes as soon as it is subscribed to.
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// Creates an empty publisher with the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Sends `subscriber` no values, and finishes it at once if `completeImmediately`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
