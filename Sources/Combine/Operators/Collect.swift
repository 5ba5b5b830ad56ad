extension Publishers {
    /// Publishes every value in one array when the upstream finishes (Combine's `Publishers.Collect`).
    public struct Collect<Upstream: Publisher>: Publisher {
        /// All the upstream's values, in order.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure, passed on (the collected values are dropped).
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are collected.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Requests every value and sends them as one array when upstream finishes (once demanded; empty if there were none), then finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingSubscriber<Upstream.Output, S>(subscriber, initial: []) { result, value in
                    result?.append(value)
                    return .continue
                })
        }
    }
}

extension Publisher {
    /// Publishes all the values as one array, once this publisher finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
}
