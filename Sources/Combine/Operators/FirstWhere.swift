extension Publishers {
    /// Publishes the first value a predicate accepts, then finishes (Combine's `Publishers.FirstWhere`).
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher searched.
        public let upstream: Upstream
        /// Returns true for the value wanted.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Requests every value; at the first that `predicate` accepts, cancels upstream and sends it (once demanded), then finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingSubscriber<Output, S>(subscriber, initial: nil) { result, value in
                    guard predicate(value) else { return .continue }
                    result = value
                    return .finish
                })
        }
    }
}

extension Publisher {
    /// Publishes the first value for which `predicate` returns true, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}
