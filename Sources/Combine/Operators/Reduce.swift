extension Publishers {
    /// Folds every value into one result, published when the upstream finishes (Combine's `Publishers.Reduce`).
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are folded.
        public let upstream: Upstream
        /// The result before the first value.
        public let initial: Output
        /// Combines the result so far with the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Requests every value, folds it in, and sends the result when upstream finishes (once demanded), then finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let nextPartialResult = self.nextPartialResult
            upstream.subscribe(
                ReducingSubscriber<Upstream.Output, S>(subscriber, initial: initial) { result, value in
                    if let partial = result { result = nextPartialResult(partial, value) }
                    return .continue
                })
        }
    }
}

extension Publisher {
    /// Publishes `nextPartialResult` folded over every value from `initialResult`, once this publisher finishes.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.reduce(0, +)  // 6
    /// ```
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}
