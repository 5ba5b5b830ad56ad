/// The subscriber behind `.values`: requests one value per `next()` and
/// resumes the waiting task with it; cancelling the task cancels the subscription.
final class AsyncInbox<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = Lock()
    private var subscription: Subscription?
    private var waiter: CheckedContinuation<Handoff?, Error>?
    private var buffered: [Input] = []
    private var ended: Subscribers.Completion<Failure>?
    private var cancelled = false

    func receive(subscription: Subscription) {
        let accept = lock.withLock { () -> (Bool, Bool) in
            guard self.subscription == nil, !cancelled else { return (false, false) }
            self.subscription = subscription
            return (true, waiter != nil)
        }
        if !accept.0 { return subscription.cancel() }
        if accept.1 { subscription.request(.max(1)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let resumed = lock.withLock { () -> CheckedContinuation<Handoff?, Error>? in
            guard let current = waiter else {
                buffered.append(input)
                return nil
            }
            waiter = nil
            return current
        }
        resumed?.resume(returning: Handoff(value: input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let resumed = lock.withLock { () -> CheckedContinuation<Handoff?, Error>? in
            ended = completion
            subscription = nil
            defer { waiter = nil }
            return waiter
        }
        if let resumed { resume(resumed, with: completion) }
    }

    private func resume(_ waiter: CheckedContinuation<Handoff?, Error>, with completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: waiter.resume(returning: nil)
        case .failure(let error): waiter.resume(throwing: error)
        }
    }

    /// What `next` does: answer now, or wait after requesting a value.
    private enum Action {
        case value(Input)
        case end(Subscribers.Completion<Failure>)
        case request(Subscription?)
        case stop
    }

    /// A value handed from the publisher's thread to the awaiting task; the
    /// iterator's single consumer makes the hand-off safe.
    struct Handoff: @unchecked Sendable {
        let value: Input
    }

    func next() async throws -> Input? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let action = lock.withLock { () -> Action in
                    if !buffered.isEmpty { return .value(buffered.removeFirst()) }
                    if let ended { return .end(ended) }
                    if cancelled { return .stop }
                    waiter = continuation
                    return .request(subscription)
                }
                switch action {
                case .value(let value): continuation.resume(returning: Handoff(value: value))
                case .end(let completion): resume(continuation, with: completion)
                case .stop: continuation.resume(returning: nil)
                case .request(let subscription): subscription?.request(.max(1))
                }
            }?.value
        } onCancel: {
            let (subscription, waiter) = lock.withLock { () -> (Subscription?, CheckedContinuation<Handoff?, Error>?) in
                cancelled = true
                defer {
                    self.subscription = nil
                    self.waiter = nil
                }
                return (self.subscription, self.waiter)
            }
            subscription?.cancel()
            waiter?.resume(returning: nil)
        }
    }
}
