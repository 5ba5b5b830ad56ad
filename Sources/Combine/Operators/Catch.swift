extension Publishers {
    /// Replaces a failed publisher with another one (Combine's `Publishers.Catch`).
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The values of either publisher.
        public typealias Output = Upstream.Output
        /// The replacement's failure.
        public typealias Failure = NewPublisher.Failure
        /// The publisher that may fail.
        public let upstream: Upstream
        /// Makes the replacement from the error.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates the publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Forwards the upstream's values; if it fails, subscribes to `handler(error)` with the remaining demand and forwards that.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let chain = ChainSubscription(subscriber)
            let handler = self.handler
            subscriber.receive(subscription: chain)
            upstream.subscribe(
                chain.next { (completion: Subscribers.Completion<Upstream.Failure>) -> Subscribers.Completion<Failure>? in
                    switch completion {
                    case .finished:
                        return .finished
                    case .failure(let error):
                        handler(error).subscribe(chain.next { $0 })
                        return nil
                    }
                })
        }
    }
}

extension Publisher {
    /// Replaces this publisher, when it fails, with the one `handler` makes from the error.
    ///
    /// ```swift
    /// fetch().catch { _ in Just(cached) }
    /// ```
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
