extension Publishers {
    /// Passes on the values a predicate accepts (Combine's `Publishers.Filter`).
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher this one filters.
        public let upstream: Upstream
        /// Returns true for the values to pass on.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Forwards each value that passes `isIncluded` downstream; drops the rest.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(OperatorSubscriber<Output, Failure, S>(subscriber) { isIncluded($0) ? $0 : nil })
        }
    }
}

extension Publisher {
    /// Passes on only the values for which `isIncluded` returns true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
