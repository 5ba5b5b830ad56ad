extension Publishers {
    /// Publishes at most one value per interval (Combine's `Publishers.Throttle`).
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are throttled.
        public let upstream: Upstream
        /// The interval.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where the values are delivered.
        public let scheduler: Context
        /// Whether the latest value of an interval is published (else its first).
        public let latest: Bool

        /// Creates the publisher.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Forwards at most one value per `interval` (the interval's latest or first, per `latest`), delivered on `scheduler`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ThrottleSubscriber(
                    subscriber, scheduler: scheduler, interval: interval, options: nil,
                    keepsLatest: latest))
        }
    }
}

/// Publishes the first value at once, then at most one per interval: the
/// interval's first or latest value, when the interval ends.
final class ThrottleSubscriber<Downstream: Subscriber, Context: Scheduler>: TimedSubscriber<Downstream, Context>,
    @unchecked Sendable
{
    private let keepsLatest: Bool
    private var held: Input?
    private var windowOpen = false

    init(
        _ downstream: Downstream, scheduler: Context, interval: Context.SchedulerTimeType.Stride,
        options: Context.SchedulerOptions?, keepsLatest: Bool
    ) {
        self.keepsLatest = keepsLatest
        super.init(downstream, scheduler: scheduler, interval: interval, options: options)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        let startsWindow = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            if windowOpen {
                if keepsLatest || held == nil { held = input }
                return false
            }
            windowOpen = true
            return true
        }
        if startsWindow {
            scheduler.schedule(options: options) { [self] in deliver(input) }
            scheduleWindowEnd()
        }
        return .none
    }

    private func scheduleWindowEnd() {
        scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
            options: options
        ) { [self] in
            let value = lock.withLock { () -> Input? in
                defer { held = nil }
                if held == nil { windowOpen = false }
                return held
            }
            guard let value else { return }
            deliver(value)
            scheduleWindowEnd()
        }
    }

    override func dropPending() { held = nil }
}

extension Publisher {
    /// Publishes at most one value every `interval`: the first or the latest of each.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S,
        latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
