extension Publishers {
    /// Replaces a failure with one last value, then finishes (Combine's `Publishers.ReplaceError`).
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// `Never`: the failure is replaced.
        public typealias Failure = Never
        /// The value sent in place of a failure.
        public let output: Upstream.Output
        /// The publisher whose failure is replaced.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Forwards the values; on failure sends `output` (once the subscriber has demand for it), then finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = self.output
            upstream.subscribe(
                OperatorSubscriber<Output, Upstream.Failure, S>(
                    subscriber, onValue: { .emit($0) },
                    onCompletion: { completion in
                        if case .failure = completion { return OperatorEnding(last: output, completion: .finished) }
                        return OperatorEnding(last: nil, completion: .finished)
                    }))
        }
    }
}

extension Publisher {
    /// Replaces a failure with `output`, then finishes.
    ///
    /// ```swift
    /// fetchTitle().replaceError(with: "Untitled").assign(to: &$title)
    /// ```
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}
