/// What a reducing operator does after folding in one value.
enum ReduceStep<Failure: Error> {
    /// Waits for more values.
    case `continue`
    /// Cancels upstream and publishes the result now.
    case finish
    /// Cancels upstream and fails.
    case fail(Failure)
}

/// Folds every upstream value into one result, sent once upstream finishes.
///
/// The shared part of `first`, `last`, `reduce`, `collect` and
/// `ignoreOutput`: requests every upstream value at once and sends the result (when the subscriber has asked for a
/// value) followed by the end. A failure is passed on at once, the
/// result dropped.
final class ReducingSubscriber<Input, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Failure = Downstream.Failure
    typealias Output = Downstream.Input
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var result: Output?
    private var demanded = false
    /// True once the result is final: upstream finished, or `reduce` said so.
    private var complete = false
    private let reduce: (inout Output?, Input) -> ReduceStep<Failure>

    init(_ downstream: Downstream, initial: Output?, reduce: @escaping (inout Output?, Input) -> ReduceStep<Failure>) {
        self.downstream = downstream
        result = initial
        self.reduce = reduce
    }

    func receive(subscription: Subscription) {
        guard let downstream = lock.adopt(subscription, into: &upstream, unless: complete, handingTo: self.downstream) else { return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        // Upstream calls are serial: the result is taken out, folded, put back.
        let taken = lock.withLock { () -> Output?? in
            guard self.downstream != nil, !complete else { return nil }
            defer { result = nil }
            return .some(result)
        }
        guard case .some(var partial) = taken else { return .none }
        let step = reduce(&partial, input)
        lock.withLock { result = partial }
        switch step {
        case .continue: break
        case .finish:
            lock.withLock { upstream }?.cancel()
            finish()
        case .fail(let error):
            lock.withLock { upstream }?.cancel()
            fail(error)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: finish()
        case .failure(let error): fail(error)
        }
    }

    /// Marks the result final and sends it if it is asked for (or there is none).
    private func finish() {
        let ready = lock.withLock { () -> (Downstream, Output?)? in
            guard !complete, let attached = self.downstream else { return nil }
            complete = true
            upstream = nil
            guard demanded || result == nil else { return nil }
            self.downstream = nil
            return (attached, result)
        }
        guard let (downstream, value) = ready else { return }
        if let value { _ = downstream.receive(value) }
        downstream.receive(completion: .finished)
    }

    private func fail(_ error: Failure) {
        let attached = lock.withLock { () -> Downstream? in
            guard !complete else { return nil }
            complete = true
            upstream = nil
            defer { self.downstream = nil }
            return self.downstream
        }
        attached?.receive(completion: .failure(error))
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand != .none, "Subscription.request: demand must be greater than zero")
        let ready = lock.withLock { () -> (Downstream, Output?)? in
            demanded = true
            guard complete, let attached = self.downstream else { return nil }
            self.downstream = nil
            return (attached, result)
        }
        guard let (downstream, value) = ready else { return }
        if let value { _ = downstream.receive(value) }
        downstream.receive(completion: .finished)
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            defer {
                downstream = nil
                self.upstream = nil
                result = nil
            }
            return self.upstream
        }
        upstream?.cancel()
    }
}
