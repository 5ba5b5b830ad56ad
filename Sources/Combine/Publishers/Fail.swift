/// Fails at once with an error (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure

    /// Creates a publisher that fails with `error`.
    public init(error: Failure) { self.error = error }
    /// Creates a publisher that fails with `failure`, with the given output type.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    /// Fails `subscriber` with the error at once, without values.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}
