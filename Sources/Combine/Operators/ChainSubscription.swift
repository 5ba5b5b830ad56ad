/// One downstream fed by a chain of upstreams, one after another, with the
/// downstream's outstanding demand carried from each to the next.
///
/// The shared part of `append`/`prepend` (the next upstream after a finish),
/// `catch` (after a failure), `retry` (the same upstream again) and
/// `switchToLatest` (each new publisher replaces the current one).
final class ChainSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    typealias Output = Downstream.Input
    private let lock = Lock()
    private var downstream: Downstream?
    private var current: Subscription?
    /// Bumped for each link, so a late call from an earlier upstream is ignored.
    private var link = 0
    private var demand = Subscribers.Demand.none
    /// The publisher of publishers, for `switchToLatest`: cancelled with the chain.
    private var outer: Subscription?

    init(_ downstream: Downstream) { self.downstream = downstream }

    /// A subscriber for the next upstream, which replaces (and cancels) the
    /// current one; `onCompletion` returns the downstream's completion, or
    /// nil to wait for the next link.
    func next<UpstreamFailure: Error>(
        onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>?
    ) -> AnySubscriber<Output, UpstreamFailure> {
        let (id, replaced) = lock.withLock { () -> (Int, Subscription?) in
            link += 1
            defer { current = nil }
            return (link, current)
        }
        replaced?.cancel()
        return AnySubscriber(
            receiveSubscription: { [self] subscription in
                let demand = lock.withLock { () -> Subscribers.Demand? in
                    guard link == id, downstream != nil, current == nil else { return nil }
                    current = subscription
                    return self.demand
                }
                guard let demand else { return subscription.cancel() }
                if demand > 0 { subscription.request(demand) }
            },
            receiveValue: { [self] value in
                guard
                    let downstream = lock.withLock({ () -> Downstream? in
                        guard link == id else { return nil }
                        demand -= 1
                        return self.downstream
                    })
                else { return .none }
                let more = downstream.receive(value)
                lock.withLock { demand += more }
                return more
            },
            receiveCompletion: { [self] completion in
                guard
                    lock.withLock({ () -> Bool in
                        guard link == id, self.downstream != nil else { return false }
                        current = nil
                        return true
                    })
                else { return }
                if let ending = onCompletion(completion) { complete(ending) }
            })
    }

    /// Keeps `outer`, cancelled with the chain; false if the chain has ended.
    func keep(outer: Subscription) -> Bool {
        lock.withLock {
            guard downstream != nil, self.outer == nil else { return false }
            self.outer = outer
            return true
        }
    }

    /// Ends the chain: cancels the current and the outer upstream, if any, then sends `completion`.
    func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (downstream, upstreams) = lock.withLock { () -> (Downstream?, [Subscription]) in
            defer {
                self.downstream = nil
                current = nil
                outer = nil
            }
            return (self.downstream, [current, outer].compactMap { $0 })
        }
        guard let downstream else { return }
        for upstream in upstreams { upstream.cancel() }
        downstream.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        precondition(more != .none, "Subscription.request: demand must be greater than zero")
        let current = lock.withLock { () -> Subscription? in
            demand += more
            return self.current
        }
        current?.request(more)
    }

    func cancel() {
        let upstreams = lock.withLock { () -> [Subscription] in
            defer {
                downstream = nil
                current = nil
                outer = nil
            }
            return [current, outer].compactMap { $0 }
        }
        for upstream in upstreams { upstream.cancel() }
    }
}
