/// The shared part of `debounce` and `throttle`: requests every upstream
/// value, counts downstream demand, and delivers through the scheduler.
class TimedSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    let lock = Lock()
    var downstream: Downstream?
    private var upstream: Subscription?
    var demand = Subscribers.Demand.none
    let scheduler: Context
    let interval: Context.SchedulerTimeType.Stride
    let options: Context.SchedulerOptions?

    init(
        _ downstream: Downstream, scheduler: Context, interval: Context.SchedulerTimeType.Stride,
        options: Context.SchedulerOptions?
    ) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.interval = interval
        self.options = options
    }

    func receive(subscription: Subscription) {
        guard let downstream = lock.adopt(subscription, into: &upstream, handingTo: self.downstream) else { return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand { .none }

    /// Sends a pending completion through the scheduler; a value still
    /// waiting for its time is dropped, as Combine's operators do.
    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { upstream = nil }
        scheduler.schedule(options: options) { [self] in
            let downstream = lock.withLock { () -> Downstream? in
                defer {
                    self.downstream = nil
                    dropPending()
                }
                return self.downstream
            }
            downstream?.receive(completion: completion)
        }
    }

    func request(_ more: Subscribers.Demand) {
        precondition(more != .none, "Subscription.request: demand must be greater than zero")
        lock.withLock { demand += more }
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            defer {
                downstream = nil
                self.upstream = nil
                dropPending()
            }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// Forgets a value waiting for its time (called with the lock held).
    func dropPending() {}

    /// Delivers `value` now if the subscriber has demand (on the scheduler).
    func deliver(_ value: Input) {
        if let receiver = claimDemand() {
            addDemand(receiver.receive(value))
        }
    }

    /// The subscriber, if it is attached and wants one more value (then counted).
    private func claimDemand() -> Downstream? {
        lock.withLock {
            guard demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
    }

    private func addDemand(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
    }
}
