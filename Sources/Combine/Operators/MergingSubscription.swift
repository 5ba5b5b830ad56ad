import Foundation

/// Joins several upstreams into one downstream (`merge`, `combineLatest`):
/// asks every upstream for all its values, queues what the downstream has
/// no demand for yet, fails as soon as one upstream fails, and finishes
/// once every upstream has finished and the queue is empty.
final class MergingSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private let deliveryLock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstreams: [Int: Subscription] = [:]
    private var finishedCount = 0
    private let upstreamCount: Int
    private var demand = Subscribers.Demand.none
    private var queue: [Downstream.Input] = []
    /// True for `combineLatest`: only the newest combination waits for demand.
    private let keepsOnlyLatest: Bool
    private var ending: Subscribers.Completion<Downstream.Failure>?

    init(_ downstream: Downstream, upstreamCount: Int, keepsOnlyLatest: Bool) {
        self.downstream = downstream
        self.upstreamCount = upstreamCount
        self.keepsOnlyLatest = keepsOnlyLatest
    }

    /// A subscriber for upstream number `index`, calling `onValue` with each
    /// value (which returns what to emit, if anything).
    func side<Input>(_ index: Int, onValue: @escaping (Input) -> Downstream.Input?)
        -> AnySubscriber<Input, Downstream.Failure>
    {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                let keep = lock.withLock { () -> Bool in
                    guard downstream != nil, upstreams[index] == nil else { return false }
                    upstreams[index] = subscription
                    return true
                }
                if keep { subscription.request(.unlimited) } else { subscription.cancel() }
            },
            receiveValue: { [self] value in
                if let output = lock.withLock({ downstream == nil ? nil : onValue(value) }) { emit(output) }
                return .none
            },
            receiveCompletion: { [self] completion in
                finish(completion)
            })
    }

    private func emit(_ value: Downstream.Input) {
        lock.withLock {
            if keepsOnlyLatest { queue = [value] } else { queue.append(value) }
        }
        drain()
    }

    private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let others = lock.withLock { () -> [Subscription] in
            switch completion {
            case .failure:
                ending = completion
                queue = []
                defer { upstreams = [:] }
                return Array(upstreams.values)
            case .finished:
                finishedCount += 1
                if finishedCount == upstreamCount, ending == nil { ending = .finished }
                return []
            }
        }
        for other in others { other.cancel() }
        drain()
    }

    func request(_ more: Subscribers.Demand) {
        precondition(more != .none, "Subscription.request: demand must be greater than zero")
        lock.withLock { demand += more }
        drain()
    }

    func cancel() {
        let upstreams = lock.withLock { () -> [Subscription] in
            defer {
                downstream = nil
                queue = []
                self.upstreams = [:]
            }
            return Array(self.upstreams.values)
        }
        for upstream in upstreams { upstream.cancel() }
    }

    /// What `drain` does next.
    private enum Step {
        case value(Downstream, Downstream.Input)
        case completion(Downstream, Subscribers.Completion<Downstream.Failure>)
        case idle
    }

    /// Delivers queued values while there is demand, then a due completion.
    private func drain() {
        deliveryLock.lock()
        defer { deliveryLock.unlock() }
        while true {
            let step = lock.withLock { () -> Step in
                guard let downstream else { return .idle }
                if !queue.isEmpty, demand > 0 {
                    demand -= 1
                    return .value(downstream, queue.removeFirst())
                }
                if queue.isEmpty, let ending {
                    self.downstream = nil
                    return .completion(downstream, ending)
                }
                return .idle
            }
            switch step {
            case .value(let downstream, let value):
                let more = downstream.receive(value)
                if more != .none { lock.withLock { demand += more } }
            case .completion(let downstream, let completion):
                downstream.receive(completion: completion)
                return
            case .idle:
                return
            }
        }
    }
}
