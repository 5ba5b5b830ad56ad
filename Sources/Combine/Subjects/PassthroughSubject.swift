/// A subject that broadcasts values to its current subscribers (Combine's `PassthroughSubject`).
///
/// A subscriber without demand when a value is sent misses that value.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = ConduitList<Output, Failure>()

    /// Creates a subject with no subscribers.
    public init() {}

    /// Attaches `subscriber`; a subscriber after the end receives the completion at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }
    /// Sends `input` to every subscriber with demand (a subscriber without demand misses it).
    public func send(_ input: Output) { subscribers.send(input) }
    /// Ends the subject: every subscriber receives `completion`, later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Accepts an upstream subscription and requests unlimited values from it (cancelled when the subject has ended).
    public func send(subscription: Subscription) { subscribers.keep(upstream: subscription) }
}
