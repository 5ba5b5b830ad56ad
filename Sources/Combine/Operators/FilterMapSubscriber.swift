/// Sits between an upstream and a downstream, passing demand up and each
/// value down through `transform`; a value `transform` turns into nil is
/// dropped, and one more is requested in its place (as Combine's `filter`
/// and `compactMap` do).
final class FilterMapSubscriber<Input, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Failure = Downstream.Failure
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private let transform: (Input) -> Downstream.Input?

    init(_ downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
        self.downstream = downstream
        self.transform = transform
    }

    func receive(subscription: Subscription) {
        let downstream = lock.withLock { () -> Downstream? in
            guard upstream == nil else { return nil }
            upstream = subscription
            return self.downstream
        }
        guard let downstream else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ self.downstream }) else { return .none }
        guard let output = transform(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer {
                self.downstream = nil
                upstream = nil
            }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            defer {
                downstream = nil
                self.upstream = nil
            }
            return self.upstream
        }
        upstream?.cancel()
    }
}
