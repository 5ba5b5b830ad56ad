extension Publishers {
    /// Skips a number of values, then passes on the rest (Combine's `Publishers.Drop`).
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose first values are skipped.
        public let upstream: Upstream
        /// How many values are skipped.
        public let count: Int

        /// Creates the publisher.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Skips the first `count` values (asking upstream for one more in place of each), then forwards the rest.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // One counter per subscription; upstream calls are serial.
            var remaining = count
            upstream.subscribe(
                OperatorSubscriber<Output, Failure, S>(subscriber) { (value: Output) -> Output? in
                    guard remaining <= 0 else {
                        remaining -= 1
                        return nil
                    }
                    return value
                })
        }
    }
}

extension Publisher {
    /// Skips the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
}
