extension Publishers {
    /// Publishes the values of the latest publisher the upstream sent, cancelling the one before (Combine's `Publishers.SwitchToLatest`).
    ///
    /// It finishes once the upstream and the latest inner publisher have
    /// finished; a failure of either ends it.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The inner publishers' values.
        public typealias Output = P.Output
        /// The shared failure.
        public typealias Failure = P.Failure
        /// The publisher of publishers.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Requests every upstream publisher, subscribes to the latest (with the subscriber's remaining demand) and forwards its values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let chain = ChainSubscription(subscriber)
            subscriber.receive(subscription: chain)
            upstream.subscribe(SwitchToLatestSubscriber<P, S>(chain))
        }
    }
}

/// The subscriber to the publisher of publishers: hands each new one to the
/// chain, which cancels the one before.
final class SwitchToLatestSubscriber<Child: Publisher, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
    typealias Input = Child
    typealias Failure = Child.Failure
    private let lock = Lock()
    private let chain: ChainSubscription<Downstream>
    private var outerFinished = false
    /// The index of the inner publisher still running, if any.
    private var active: Int?
    private var latest = 0

    init(_ chain: ChainSubscription<Downstream>) { self.chain = chain }

    func receive(subscription: Subscription) {
        if chain.keep(outer: subscription) { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func receive(_ input: Child) -> Subscribers.Demand {
        let index = lock.withLock { () -> Int in
            latest += 1
            active = latest
            return latest
        }
        input.subscribe(
            chain.next { [self] (completion: Subscribers.Completion<Failure>) in
                guard case .finished = completion else { return completion }
                return lock.withLock { () -> Bool in
                    if active == index { active = nil }
                    return outerFinished
                } ? .finished : nil
            })
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard case .finished = completion else { return chain.complete(completion) }
        let done = lock.withLock { () -> Bool in
            outerFinished = true
            return active == nil
        }
        if done { chain.complete(.finished) }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Publishes the values of the latest publisher this one sent, cancelling the previous one (search as you type).
    ///
    /// ```swift
    /// $query.map { search($0) }.switchToLatest()
    /// ```
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// Publishes the values of the latest publisher this one sent, which may fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// Publishes the values of the latest publisher this one sent; neither can fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Publishes the values of the latest publisher this one sent, which cannot fail.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
        >
    {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
