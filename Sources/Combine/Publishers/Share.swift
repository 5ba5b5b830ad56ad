extension Publishers {
    /// Shares one upstream subscription among all its subscribers (Combine's `Publishers.Share`).
    ///
    /// The first subscriber connects the upstream and the last one to cancel
    /// disconnects it; a subscriber arriving after the upstream has finished
    /// receives only the completion (as Apple's `share()` does).
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher shared.
        public final let upstream: Upstream
        private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
            shared = upstream.multicast(subject: PassthroughSubject()).autoconnect()
        }

        /// Subscribes `subscriber` to the shared subscription, connecting it for the first subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            shared.receive(subscriber: subscriber)
        }

        /// Whether both are the same shared publisher.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Shares one subscription to this publisher among all subscribers (a class: keep the result to share it).
    ///
    /// ```swift
    /// let results = query.map(search).share()
    /// ```
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
