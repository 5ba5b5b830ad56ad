import Combine
import Foundation

/// A publisher driven by the test, with one subscriber at a time, that
/// records what the operator under test asks of it: the demand requested
/// and whether it was cancelled.
final class ProbePublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let lock = NSLock()
    private var subscriber: AnySubscriber<Output, Failure>?
    private var outstanding = Subscribers.Demand.none
    private var _requested: [Subscribers.Demand] = []
    private var _cancelled = false
    private(set) var subscriptions = 0

    /// Every demand requested, in order.
    var requested: [Subscribers.Demand] { lock.withLock { _requested } }
    /// The sum of the demand requested.
    var totalRequested: Subscribers.Demand { requested.reduce(.none, +) }
    /// Whether the subscription was cancelled.
    var cancelled: Bool { lock.withLock { _cancelled } }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.withLock {
            self.subscriber = AnySubscriber(subscriber)
            subscriptions += 1
            outstanding = .none
            _cancelled = false
        }
        subscriber.receive(subscription: Probe(owner: self))
    }

    /// Sends `value` if the subscriber has demand for it; returns whether it was sent.
    @discardableResult
    func send(_ value: Output) -> Bool {
        let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
            guard let subscriber, outstanding > 0 else { return nil }
            outstanding -= 1
            return subscriber
        }
        guard let target else { return false }
        let more = target.receive(value)
        lock.withLock { outstanding += more }
        return true
    }

    /// Ends the subscription with `completion`.
    func send(completion: Subscribers.Completion<Failure>) {
        let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
            defer { subscriber = nil }
            return subscriber
        }
        target?.receive(completion: completion)
    }

    private final class Probe: Subscription, @unchecked Sendable {
        let owner: ProbePublisher
        init(owner: ProbePublisher) { self.owner = owner }
        func request(_ demand: Subscribers.Demand) {
            owner.lock.withLock {
                owner._requested.append(demand)
                owner.outstanding += demand
            }
        }
        func cancel() {
            owner.lock.withLock {
                owner._cancelled = true
                owner.subscriber = nil
            }
        }
    }
}
