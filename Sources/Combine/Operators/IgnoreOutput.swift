extension Publishers {
    /// Drops every value and passes on only the completion (Combine's `Publishers.IgnoreOutput`).
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// `Never`: no value is published.
        public typealias Output = Never
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are dropped.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Requests every value, drops them, and forwards the completion.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReducingSubscriber<Upstream.Output, S>(subscriber, initial: nil) { _, _ in .continue })
        }
    }
}

extension Publisher {
    /// Drops every value and publishes only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
}
