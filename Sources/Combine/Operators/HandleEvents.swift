extension Publishers {
    /// Calls closures on a subscription's events, passing everything on unchanged (Combine's `Publishers.HandleEvents`).
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher observed.
        public let upstream: Upstream
        /// Called with the upstream's subscription.
        public var receiveSubscription: ((Subscription) -> Void)?
        /// Called with each value, before it is passed on.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// Called with the completion, before it is passed on.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// Called when the downstream cancels.
        public var receiveCancel: (() -> Void)?
        /// Called with each demand the downstream requests.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates the publisher.
        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
            receiveOutput: ((Upstream.Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Forwards everything unchanged, calling each closure as its event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsSubscriber(subscriber, events: self))
        }
    }
}

/// Passes every event through, calling the `handleEvents` closures on the way.
final class HandleEventsSubscriber<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private let events: Publishers.HandleEvents<Upstream>

    init(_ downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
        self.downstream = downstream
        self.events = events
    }

    func receive(subscription: Subscription) {
        guard let downstream = lock.adopt(subscription, into: &upstream, handingTo: self.downstream) else { return }
        events.receiveSubscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ self.downstream }) else { return .none }
        events.receiveOutput?(input)
        let more = downstream.receive(input)
        if more != .none { events.receiveRequest?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer {
                self.downstream = nil
                upstream = nil
            }
            return self.downstream
        }
        guard let downstream else { return }
        events.receiveCompletion?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        events.receiveRequest?(demand)
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
        guard let upstream else { return }
        events.receiveCancel?()
        upstream.cancel()
    }
}

extension Publisher {
    /// Calls the given closures as events pass (for side effects such as logging or a spinner).
    ///
    /// ```swift
    /// load().handleEvents(receiveSubscription: { _ in isLoading = true },
    ///                     receiveCompletion: { _ in isLoading = false })
    /// ```
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}
