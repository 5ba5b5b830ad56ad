extension Publishers {
    /// Drops a value equal to the one passed on just before it (Combine's `Publishers.RemoveDuplicates`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher this one filters.
        public let upstream: Upstream
        /// Returns true when two consecutive values count as the same.
        public let predicate: (Output, Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Forwards each value unless `predicate` says it duplicates the value forwarded before it.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            // One previous value per subscription; upstream calls are serial.
            var previous: Output?
            upstream.subscribe(
                OperatorSubscriber<Output, Failure, S>(subscriber) { value in
                    if let last = previous, predicate(last, value) { return nil }
                    previous = value
                    return value
                })
        }
    }
}

extension Publisher where Output: Equatable {
    /// Drops a value equal to the one just before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Drops a value that `predicate` says equals the one just before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
