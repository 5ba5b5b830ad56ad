extension Publishers {
    /// Subscribes to the upstream again when it fails, up to a number of times (Combine's `Publishers.Retry`).
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on after the last attempt.
        public typealias Failure = Upstream.Failure
        /// The publisher retried.
        public let upstream: Upstream
        /// How many times to subscribe again, or nil for no limit.
        public let retries: Int?

        /// Creates the publisher.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Forwards the upstream's values; after a failure, subscribes again (with the remaining demand) until `retries` is used up.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let chain = ChainSubscription(subscriber)
            subscriber.receive(subscription: chain)
            attempt(chain, remaining: retries)
        }

        private func attempt<S: Subscriber>(_ chain: ChainSubscription<S>, remaining: Int?)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                chain.next { (completion: Subscribers.Completion<Failure>) in
                    guard case .failure = completion else { return completion }
                    if let remaining, remaining <= 0 { return completion }
                    attempt(chain, remaining: remaining.map { $0 - 1 })
                    return nil
                })
        }
    }
}

extension Publisher {
    /// Subscribes to this publisher again when it fails, at most `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}
