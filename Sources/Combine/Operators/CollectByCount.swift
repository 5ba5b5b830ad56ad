extension Publishers {
    /// Publishes the values in arrays of a given size (Combine's `Publishers.CollectByCount`).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// Up to `count` consecutive values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure, passed on (a partly filled array is dropped).
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are grouped.
        public let upstream: Upstream
        /// The size of each array.
        public let count: Int

        /// Creates the publisher.
        public init(upstream: Upstream, count: Int) {
            precondition(count > 0, "collect: the count must be greater than zero")
            self.upstream = upstream
            self.count = count
        }

        /// Sends an array each time `count` values have arrived, and the remaining values, if any, when upstream finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let count = self.count
            var buffer: [Upstream.Output] = []
            upstream.subscribe(
                OperatorSubscriber<Upstream.Output, Failure, S>(
                    subscriber,
                    onValue: { value in
                        // A value that does not fill the array asks upstream for the next one.
                        buffer.append(value)
                        guard buffer.count == count else { return .skip }
                        defer { buffer = [] }
                        return .emit(buffer)
                    },
                    onCompletion: { completion in
                        guard case .finished = completion, !buffer.isEmpty else { return OperatorEnding(last: nil, completion: completion) }
                        return OperatorEnding(last: buffer, completion: .finished)
                    }))
        }
    }
}

extension Publisher {
    /// Publishes the values in arrays of `count` (the last may be shorter).
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { Publishers.CollectByCount(upstream: self, count: count) }
}
