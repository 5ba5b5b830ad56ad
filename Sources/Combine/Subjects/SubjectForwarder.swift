/// Subscribes a subject to a publisher (`Publisher.subscribe(_:)` with a subject).
final class SubjectForwarder<S: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = S.Output
    typealias Failure = S.Failure
    private let lock = Lock()
    private var subject: S?
    private var upstream: Subscription?

    init(subject: S) { self.subject = subject }

    func receive(subscription: Subscription) {
        let subject = lock.withLock { () -> S? in
            upstream = subscription
            return self.subject
        }
        subject?.send(subscription: subscription)
    }
    func receive(_ input: S.Output) -> Subscribers.Demand {
        lock.withLock { subject }?.send(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<S.Failure>) {
        let subject = lock.withLock { () -> S? in
            defer {
                self.subject = nil
                upstream = nil
            }
            return self.subject
        }
        subject?.send(completion: completion)
    }
    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            defer {
                subject = nil
                self.upstream = nil
            }
            return self.upstream
        }
        upstream?.cancel()
    }
}
