/// One downstream fed by a chain of upstreams, one after another, with the
/// downstream's outstanding demand carried from each to the next.
///
/// The shared part of `append`/`prepend` (the next upstream after a finish),
/// `catch` (after a failure) and `retry` (the same upstream again).
final class ChainSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    typealias Output = Downstream.Input
    private let lock = Lock()
    private var downstream: Downstream?
    private var current: Subscription?
    /// Bumped for each link, so a late call from an earlier upstream is ignored.
    private var link = 0
    private var demand = Subscribers.Demand.none

    init(_ downstream: Downstream) { self.downstream = downstream }

    /// A subscriber for the next upstream; `onCompletion` returns the
    /// downstream's completion, or nil after subscribing the next link.
    func next<UpstreamFailure: Error>(
        onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>?
    ) -> AnySubscriber<Output, UpstreamFailure> {
        let id = lock.withLock { () -> Int in
            link += 1
            return link
        }
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
                guard let ending = onCompletion(completion) else { return }
                let downstream = lock.withLock { () -> Downstream? in
                    defer { self.downstream = nil }
                    return self.downstream
                }
                downstream?.receive(completion: ending)
            })
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
        let current = lock.withLock { () -> Subscription? in
            defer {
                downstream = nil
                self.current = nil
            }
            return self.current
        }
        current?.cancel()
    }
}
