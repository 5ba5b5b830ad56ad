extension Publishers {
    /// Publishes each running result of a closure over the values (Combine's `Publishers.Scan`).
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are accumulated.
        public let upstream: Upstream
        /// The result before the first value.
        public let initialResult: Output
        /// Combines the last result with the next value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Sends, for each upstream value, `nextPartialResult` of the previous result (at first `initialResult`) and the value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let nextPartialResult = self.nextPartialResult
            var result = initialResult
            upstream.subscribe(
                OperatorSubscriber<Upstream.Output, Failure, S>(subscriber) { (value: Upstream.Output) -> Output? in
                    result = nextPartialResult(result, value)
                    return result
                })
        }
    }
}

extension Publisher {
    /// Publishes the running result of `nextPartialResult`, starting from `initialResult`.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.scan(0, +)  // 1, 3, 6
    /// ```
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
