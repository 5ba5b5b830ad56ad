extension Publishers {
    /// Publishes the upstream's first value, then finishes (Combine's `Publishers.First`).
    public struct First<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose first value is taken.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Requests every value; at the first, cancels upstream and sends it (once demanded), then finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingSubscriber<Output, S>(subscriber, initial: nil) { result, value in
                    result = value
                    return .finish
                })
        }
    }
}

extension Publisher {
    /// Publishes the first value, then finishes (finishes empty if there is none).
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
}
