extension Publishers {
    /// Transforms each value with a closure (Combine's `Publishers.Map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher this one transforms.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Sends downstream the result of `transform` for each upstream value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(OperatorSubscriber<Upstream.Output, Failure, S>(subscriber) { transform($0) })
        }
    }
}

extension Publisher {
    /// Transforms each value with `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Reads a property of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }
}

extension Publisher {
    /// Replaces each nil value with `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }
}
