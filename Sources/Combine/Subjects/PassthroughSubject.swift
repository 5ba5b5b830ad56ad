/// A subject that broadcasts values to its current subscribers (Combine's `PassthroughSubject`).
///
/// A subscriber without demand when a value is sent misses that value.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = ConduitList<Output, Failure>()

    /// Creates a subject with no subscribers.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }
    public func send(_ input: Output) { subscribers.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: Subscription) { subscribers.keep(upstream: subscription) }
}
