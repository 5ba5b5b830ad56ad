extension Subscribers {
    /// A subscriber that requests unlimited values and passes them to closures (Combine's `Subscribers.Sink`).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        private let lock = Lock()
        private var receiveValueAction: ((Input) -> Void)?
        private var receiveCompletionAction: ((Subscribers.Completion<Failure>) -> Void)?
        private var upstream: Subscription?
        private var ended = false

        /// The closure called with each value.
        public var receiveValue: (Input) -> Void { lock.withLock { receiveValueAction } ?? { _ in } }
        /// The closure called with the completion.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            lock.withLock { receiveCompletionAction } ?? { _ in }
        }

        /// Creates a sink calling `receiveCompletion` and `receiveValue`.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            receiveCompletionAction = receiveCompletion
            receiveValueAction = receiveValue
        }

        /// "Sink".
        public var description: String { "Sink" }

        /// Requests unlimited values from the first subscription; cancels any other, or any after the end.
        public func receive(subscription: Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard upstream == nil, !ended else { return false }
                upstream = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Calls `receiveValue` with `value` and asks for no more (the demand is already unlimited).
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.withLock { receiveValueAction }?(value)
            return .none
        }

        /// Calls `receiveCompletion` once and releases both closures.
        public func receive(completion: Subscribers.Completion<Failure>) {
            let action = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
                defer { release() }
                return receiveCompletionAction
            }
            action?(completion)
        }

        /// Stops receiving: no value or completion arrives after this returns.
        public func cancel() {
            let upstream = lock.withLock { () -> Subscription? in
                defer { release() }
                return self.upstream
            }
            upstream?.cancel()
        }

        private func release() {
            ended = true
            upstream = nil
            receiveValueAction = nil
            receiveCompletionAction = nil
        }
    }
}

extension Publisher {
    /// Subscribes with closures for the values and the completion.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
