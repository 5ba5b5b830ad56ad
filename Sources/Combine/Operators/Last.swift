extension Publishers {
    /// Publishes the upstream's last value once it finishes (Combine's `Publishers.Last`).
    public struct Last<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose last value is taken.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Requests every value, keeps the latest, and sends it when upstream finishes (once demanded), then finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingSubscriber<Output, S>(subscriber, initial: nil) { result, value in
                    result = value
                    return .continue
                })
        }
    }
}

extension Publisher {
    /// Publishes the last value, once this publisher finishes.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
}
