extension Publishers {
    /// Delivers values and the completion through a scheduler (Combine's `Publishers.ReceiveOn`).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose elements are moved.
        public let upstream: Upstream
        /// Where they are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Forwards the upstream's values and completion, each delivered through `scheduler`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnSubscriber(subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// Passes demand up at once; hands each value and the completion to the
/// scheduler, to run as soon as possible (`receive(on:)`) or after a delay (`delay`).
final class ReceiveOnSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    /// How long each event waits, and the tolerance, or nil for no wait.
    private let delay: (interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)?

    init(
        _ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?,
        delay: (interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)? = nil
    ) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
        self.delay = delay
    }

    private func schedule(_ action: @escaping () -> Void) {
        guard let delay else { return scheduler.schedule(options: options, action) }
        scheduler.schedule(after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance, options: options, action)
    }

    func receive(subscription: Subscription) {
        guard let downstream = lock.adopt(subscription, into: &upstream, handingTo: self.downstream) else { return }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        schedule { [self] in
            guard let downstream = lock.withLock({ self.downstream }) else { return }
            let more = downstream.receive(input)
            if more != .none { request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        schedule { [self] in
            let downstream = lock.withLock { () -> Downstream? in
                defer {
                    self.downstream = nil
                    upstream = nil
                }
                return self.downstream
            }
            downstream?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

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

extension Publisher {
    /// Delivers this publisher's values and completion on `scheduler`
    /// (`DispatchQueue.main`, `RunLoop.main`: the main thread, in order).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
