extension Publishers {
    /// Delivers each value and the completion after a delay, on a scheduler (Combine's `Publishers.Delay`).
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on (also delayed).
        public typealias Failure = Upstream.Failure
        /// The publisher whose events are delayed.
        public let upstream: Upstream
        /// How long each event waits.
        public let interval: Context.SchedulerTimeType.Stride
        /// How late the scheduler may run each event.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// Where the events are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Forwards each value and the completion on `scheduler`, `interval` after it arrived, in order; demand passes upstream at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReceiveOnSubscriber(subscriber, scheduler: scheduler, options: options, delay: (interval, tolerance)))
        }
    }
}

extension Publisher {
    /// Delivers each value and the completion `interval` later, on `scheduler`.
    ///
    /// ```swift
    /// saved.delay(for: .seconds(2), scheduler: DispatchQueue.main).sink { showSavedBadge = false }
    /// ```
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
            options: options)
    }
}
