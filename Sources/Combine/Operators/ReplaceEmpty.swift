extension Publishers {
    /// Publishes a value when the upstream finishes without any (Combine's `Publishers.ReplaceEmpty`).
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The value sent when the upstream had none.
        public let output: Upstream.Output
        /// The publisher that may be empty.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Forwards the values, or `output` (once demanded) if the upstream finishes without any; a failure is passed on.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            var empty = true
            upstream.subscribe(
                OperatorSubscriber<Output, Failure, S>(
                    subscriber,
                    onValue: { value in
                        empty = false
                        return .emit(value)
                    },
                    onCompletion: { completion in
                        if case .finished = completion, empty { return OperatorEnding(last: output, completion: .finished) }
                        return OperatorEnding(last: nil, completion: completion)
                    }))
        }
    }
}

extension Publisher {
    /// Publishes `output` if this publisher finishes without a value.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}
