import Foundation

/// The upstream subscriber and downstream subscription of `flatMap`.
///
/// Each inner publisher is asked for one value at a time (all of them when
/// the downstream's demand is unlimited), so at most one value per inner
/// publisher waits for demand, as in Combine.
final class FlatMapSubscription<Input, Child: Publisher, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
    typealias Failure = Child.Failure
    private let lock = Lock()
    /// Serializes calls into the downstream; recursive, so the downstream may request from `receive(_:)`.
    private let deliveryLock = NSRecursiveLock()
    private var downstream: Downstream?
    private var outer: Subscription?
    private var outerFinished = false
    private var inners: [Int: Subscription] = [:]
    /// Inner publishers made but not yet subscribed.
    private var pendingInners = 0
    private var nextIndex = 0
    private var demand = Subscribers.Demand.none
    /// Values that arrived without demand, one per inner publisher at most.
    private var buffer: [(index: Int, value: Child.Output)] = []
    private let maxPublishers: Subscribers.Demand
    private let transform: (Input) -> Child

    init(_ downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> Child) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
        self.transform = transform
    }

    // MARK: The upstream of publishers

    func receive(subscription: Subscription) {
        guard let downstream = lock.adopt(subscription, into: &outer, handingTo: self.downstream) else { return }
        downstream.receive(subscription: self)
        if maxPublishers != .none { subscription.request(maxPublishers) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let index = lock.withLock { () -> Int? in
            guard self.downstream != nil else { return nil }
            nextIndex += 1
            pendingInners += 1
            return nextIndex
        }
        guard let index else { return .none }
        transform(input).subscribe(inner(index))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .failure(let error):
            fail(error)
        case .finished:
            lock.withLock {
                outerFinished = true
                outer = nil
            }
            finishIfDone()
        }
    }

    // MARK: The inner publishers

    private func inner(_ index: Int) -> AnySubscriber<Child.Output, Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                let demand = lock.withLock { () -> Subscribers.Demand? in
                    pendingInners -= 1
                    guard self.downstream != nil else { return nil }
                    inners[index] = subscription
                    return self.demand == .unlimited ? .unlimited : .max(1)
                }
                guard let demand else { return subscription.cancel() }
                subscription.request(demand)
            },
            receiveValue: { [self] value in receiveInner(value, index) },
            receiveCompletion: { [self] completion in
                switch completion {
                case .failure(let error):
                    fail(error)
                case .finished:
                    let outer = lock.withLock { () -> Subscription? in
                        inners[index] = nil
                        return maxPublishers == .unlimited ? nil : self.outer
                    }
                    outer?.request(.max(1))
                    finishIfDone()
                }
            })
    }

    private func receiveInner(_ value: Child.Output, _ index: Int) -> Subscribers.Demand {
        let direct = lock.withLock { () -> Downstream?? in
            guard let downstream = self.downstream else { return .some(nil) }
            // A value already waiting goes first, to keep the order of arrival.
            if demand == .none || !buffer.isEmpty {
                buffer.append((index, value))
                return nil
            }
            demand -= 1
            return downstream
        }
        switch direct {
        case .some(nil):
            return .none
        case nil:
            // Buffered: `drainBuffer` asks this publisher for its next value once this one is sent.
            drainBuffer()
            return .none
        case .some(let downstream?):
            deliver(value, to: downstream)
            return lock.withLock { demand == .unlimited } ? .none : .max(1)
        }
    }

    private func deliver(_ value: Child.Output, to downstream: Downstream) {
        deliveryLock.lock()
        let more = downstream.receive(value)
        deliveryLock.unlock()
        if more != .none { lock.withLock { demand += more } }
        drainBuffer()
    }

    /// Delivers waiting values while there is demand, asking each one's publisher for the next.
    private func drainBuffer() {
        while true {
            let next = lock.withLock { () -> (Downstream, Child.Output, Subscription?)? in
                guard let downstream, demand > 0, !buffer.isEmpty else { return nil }
                demand -= 1
                let (index, value) = buffer.removeFirst()
                return (downstream, value, inners[index])
            }
            guard let (downstream, value, inner) = next else { break }
            deliveryLock.lock()
            let more = downstream.receive(value)
            deliveryLock.unlock()
            if more != .none { lock.withLock { demand += more } }
            inner?.request(.max(1))
        }
        finishIfDone()
    }

    // MARK: Ending

    private func finishIfDone() {
        let downstream = lock.withLock { () -> Downstream? in
            guard outerFinished, inners.isEmpty, pendingInners == 0, buffer.isEmpty else { return nil }
            defer { self.downstream = nil }
            return self.downstream
        }
        guard let downstream else { return }
        deliveryLock.lock()
        downstream.receive(completion: .finished)
        deliveryLock.unlock()
    }

    private func fail(_ error: Failure) {
        let (downstream, upstreams) = lock.withLock { () -> (Downstream?, [Subscription]) in
            defer { detach() }
            return (self.downstream, Array(inners.values) + (outer.map { [$0] } ?? []))
        }
        for upstream in upstreams { upstream.cancel() }
        guard let downstream else { return }
        deliveryLock.lock()
        downstream.receive(completion: .failure(error))
        deliveryLock.unlock()
    }

    /// Forgets everything (called with the lock held).
    private func detach() {
        downstream = nil
        outer = nil
        inners = [:]
        buffer = []
    }

    // MARK: The downstream's subscription

    func request(_ more: Subscribers.Demand) {
        precondition(more != .none, "Subscription.request: demand must be greater than zero")
        let becameUnlimited = lock.withLock { () -> [Subscription] in
            let wasUnlimited = demand == .unlimited
            demand += more
            guard !wasUnlimited, demand == .unlimited else { return [] }
            return Array(inners.values)
        }
        drainBuffer()
        for inner in becameUnlimited { inner.request(.unlimited) }
    }

    func cancel() {
        let upstreams = lock.withLock { () -> [Subscription] in
            defer { detach() }
            return Array(inners.values) + (outer.map { [$0] } ?? [])
        }
        for upstream in upstreams { upstream.cancel() }
    }
}
