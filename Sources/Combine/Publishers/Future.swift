/// Publishes one value, produced once, later (Combine's `Future`).
///
/// The closure runs at once, when the future is created; every subscriber,
/// earlier or later, receives its result.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The callback the closure calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    /// Runs `attemptToFulfill` now; its promise may be called from any thread, once.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting = lock.withLock { () -> [(Result<Output, Failure>) -> Void] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { self.waiting = [] }
            return self.waiting
        }
        for deliver in waiting { deliver(result) }
    }

    /// Sends `subscriber` the promise's result: at once if it is already known, else when the promise is fulfilled.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription(subscriber)
        let known = lock.withLock { () -> Result<Output, Failure>? in
            if result == nil { waiting.append(subscription.resolve) }
            return result
        }
        subscriber.receive(subscription: subscription)
        if let known { subscription.resolve(known) }
    }
}

/// One subscriber of a `Future`: delivers the result once it is known and demanded.
final class FutureSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: Downstream?
    private var demanded = false
    private var result: Result<Downstream.Input, Downstream.Failure>?

    init(_ downstream: Downstream) { self.downstream = downstream }

    func resolve(_ result: Result<Downstream.Input, Downstream.Failure>) {
        lock.withLock { self.result = result }
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand != .none, "Subscription.request: demand must be greater than zero")
        lock.withLock { demanded = true }
        deliverIfReady()
    }

    func cancel() { lock.withLock { downstream = nil } }

    private func deliverIfReady() {
        let ready = lock.withLock { () -> (Downstream, Result<Downstream.Input, Downstream.Failure>)? in
            guard demanded, let result, let downstream else { return nil }
            self.downstream = nil
            return (downstream, result)
        }
        guard let (downstream, result) = ready else { return }
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}
