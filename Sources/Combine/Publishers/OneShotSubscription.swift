/// Delivers at most one value, then a completion, on the subscriber's first
/// demand (`Just`, `Empty`, `Fail`, `Future`).
final class OneShotSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: Downstream?
    private let value: Downstream.Input?
    private let completion: Subscribers.Completion<Downstream.Failure>

    init(_ downstream: Downstream, value: Downstream.Input?, completion: Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        self.value = value
        self.completion = completion
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand != .none, "Subscription.request: demand must be greater than zero")
        guard let downstream = take() else { return }
        if let value { _ = downstream.receive(value) }
        downstream.receive(completion: completion)
    }

    func cancel() { _ = take() }

    private func take() -> Downstream? {
        lock.withLock {
            defer { downstream = nil }
            return downstream
        }
    }
}
