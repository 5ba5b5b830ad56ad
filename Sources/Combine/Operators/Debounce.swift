extension Publishers {
    /// Publishes a value only after the upstream has been quiet for a while (Combine's `Publishers.Debounce`).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are debounced.
        public let upstream: Upstream
        /// How long the upstream must be quiet.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where the values are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Sends a value downstream on `scheduler` once the upstream has been quiet for `dueTime` after it; drops values followed sooner.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceSubscriber(subscriber, scheduler: scheduler, interval: dueTime, options: options))
        }
    }
}

/// Keeps the latest value and a generation; only the timer of the latest
/// value delivers it.
final class DebounceSubscriber<Downstream: Subscriber, Context: Scheduler>: TimedSubscriber<Downstream, Context>,
    @unchecked Sendable
{
    private var latest: Input?
    private var generation = 0

    override func receive(_ input: Input) -> Subscribers.Demand {
        let current = lock.withLock { () -> Int? in
            guard downstream != nil else { return nil }
            latest = input
            generation += 1
            return generation
        }
        guard let current else { return .none }
        scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
            options: options
        ) { [self] in
            let value = lock.withLock { () -> Input? in
                guard generation == current, let value = latest else { return nil }
                latest = nil
                return value
            }
            if let value { deliver(value) }
        }
        return .none
    }

    override func dropPending() {
        latest = nil
        generation += 1
    }
}

extension Publisher {
    /// Publishes a value only once `dueTime` has passed without another (search-as-you-type).
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
