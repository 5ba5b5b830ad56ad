/// A subject that holds a value and publishes it and every change (Combine's `CurrentValueSubject`).
///
/// A new subscriber receives the current value first; a subscriber without
/// demand receives the latest value when it next asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let lock = Lock()
    private var current: Output
    private let subscribers = ConduitList<Output, Failure>()

    /// Creates a subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it to the subscribers.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Attaches `subscriber`, which receives the current value first; a subscriber after the end receives the completion at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, initial: value, keepsLatest: true)
    }
    /// Makes `input` the current value and sends it to the subscribers (ignored once the subject has ended).
    public func send(_ input: Output) {
        let open = lock.withLock { () -> Bool in
            guard subscribers.completion == nil else { return false }
            current = input
            return true
        }
        if open { subscribers.send(input) }
    }
    /// Ends the subject: every subscriber receives `completion`, later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Accepts an upstream subscription and requests unlimited values from it (cancelled when the subject has ended).
    public func send(subscription: Subscription) { subscribers.keep(upstream: subscription) }
}
