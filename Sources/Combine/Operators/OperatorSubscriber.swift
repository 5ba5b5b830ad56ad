/// What an operator does with one upstream value.
enum OperatorStep<Output, Failure: Error> {
    /// Sends the value downstream.
    case emit(Output)
    /// Drops the value and asks upstream for one more in its place.
    case skip
    /// Sends the value, cancels upstream and finishes.
    case emitAndFinish(Output)
    /// Cancels upstream and finishes.
    case finish
    /// Cancels upstream and fails.
    case fail(Failure)
}

/// How an upstream's completion ends the downstream: an optional last value, then a completion.
struct OperatorEnding<Output, Failure: Error> {
    /// A value sent before the completion, when the downstream has demand for it.
    var last: Output?
    /// The completion.
    var completion: Subscribers.Completion<Failure>

    /// Sends the last value, if any, then the completion.
    func deliver<Downstream: Subscriber>(to downstream: Downstream) where Downstream.Input == Output, Downstream.Failure == Failure {
        if let last { _ = downstream.receive(last) }
        downstream.receive(completion: completion)
    }
}

/// Sits between an upstream and a downstream, passing demand up and each value down.
///
/// Each value goes through `onValue`; a value `onValue` skips is dropped, and one
/// more is requested in its place (as Combine's `filter` and `compactMap`
/// do). `onCompletion` maps the upstream's completion and may add a last
/// value, which waits for demand (`replaceError`, `replaceEmpty`).
final class OperatorSubscriber<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Failure = UpstreamFailure
    typealias Output = Downstream.Input
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    /// The downstream's outstanding demand, for a last value.
    private var demand = Subscribers.Demand.none
    /// A last value and the completion after it, waiting for demand.
    private var waitingEnding: OperatorEnding<Output, Downstream.Failure>?
    private let onValue: (Input) -> OperatorStep<Output, Downstream.Failure>
    private let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> OperatorEnding<Output, Downstream.Failure>

    init(
        _ downstream: Downstream, onValue: @escaping (Input) -> OperatorStep<Output, Downstream.Failure>,
        onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> OperatorEnding<Output, Downstream.Failure>
    ) {
        self.downstream = downstream
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: Subscription) {
        guard let downstream = lock.adopt(subscription, into: &upstream, handingTo: self.downstream) else { return }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ self.downstream != nil }) else { return .none }
        switch onValue(input) {
        case .skip:
            return .max(1)
        case .emit(let output):
            guard
                let downstream = lock.withLock({ () -> Downstream? in
                    demand -= 1
                    return self.downstream
                })
            else { return .none }
            let more = downstream.receive(output)
            lock.withLock { demand += more }
            return more
        case .emitAndFinish(let output):
            end(last: output, .finished)
        case .finish:
            end(last: nil, .finished)
        case .fail(let error):
            end(last: nil, .failure(error))
        }
        return .none
    }

    /// Detaches both sides, then sends `last` (if any), cancels upstream and completes.
    private func end(last: Output?, _ completion: Subscribers.Completion<Downstream.Failure>) {
        let (downstream, upstream) = lock.withLock { () -> (Downstream?, Subscription?) in
            defer {
                self.downstream = nil
                self.upstream = nil
            }
            return (self.downstream, self.upstream)
        }
        guard let downstream else { return }
        if let last { _ = downstream.receive(last) }
        upstream?.cancel()
        downstream.receive(completion: completion)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard lock.withLock({ self.downstream != nil }) else { return }
        let ending = onCompletion(completion)
        let downstream = lock.withLock { () -> Downstream? in
            upstream = nil
            if ending.last != nil, demand == .none {
                waitingEnding = ending
                return nil
            }
            defer { self.downstream = nil }
            return self.downstream
        }
        if let downstream { ending.deliver(to: downstream) }
    }

    func request(_ more: Subscribers.Demand) {
        precondition(more != .none, "Subscription.request: demand must be greater than zero")
        var ending: OperatorEnding<Output, Downstream.Failure>?
        let downstream = lock.withLock { () -> Downstream? in
            demand += more
            guard waitingEnding != nil, let attached = self.downstream else { return nil }
            ending = waitingEnding
            waitingEnding = nil
            self.downstream = nil
            return attached
        }
        if let downstream, let ending { return ending.deliver(to: downstream) }
        lock.withLock { upstream }?.request(more)
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            defer {
                downstream = nil
                self.upstream = nil
                waitingEnding = nil
            }
            return self.upstream
        }
        upstream?.cancel()
    }
}

extension OperatorSubscriber where UpstreamFailure == Downstream.Failure {
    /// A subscriber that passes the completion on unchanged.
    convenience init(_ downstream: Downstream, onValue: @escaping (Input) -> OperatorStep<Output, Downstream.Failure>) {
        self.init(downstream, onValue: onValue, onCompletion: { OperatorEnding(last: nil, completion: $0) })
    }

    /// A subscriber that sends `transform`'s result, or drops the value when it is nil.
    convenience init(_ downstream: Downstream, transform: @escaping (Input) -> Output?) {
        self.init(downstream) { value in transform(value).map { .emit($0) } ?? .skip }
    }
}
