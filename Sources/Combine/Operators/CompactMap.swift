extension Publishers {
    /// Transforms each value and drops the nil results (Combine's `Publishers.CompactMap`).
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher this one transforms.
        public let upstream: Upstream
        /// The transformation; nil drops the value.
        public let transform: (Upstream.Output) -> Output?

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Sends downstream each non-nil result of `transform`; drops the values it maps to nil.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(OperatorSubscriber<Upstream.Output, Failure, S>(subscriber, transform: transform))
        }
    }
}

extension Publisher {
    /// Transforms each value with `transform`, dropping nil results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
