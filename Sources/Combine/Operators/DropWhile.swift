extension Publishers {
    /// Skips values while a predicate holds, then passes on every value (Combine's `Publishers.DropWhile`).
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose leading values are skipped.
        public let upstream: Upstream
        /// Returns true for the leading values to skip.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Skips values until `predicate` first returns false, then forwards that value and all after it.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var dropping = true
            upstream.subscribe(
                OperatorSubscriber<Output, Failure, S>(subscriber) { (value: Output) -> Output? in
                    if dropping, predicate(value) { return nil }
                    dropping = false
                    return value
                })
        }
    }
}

extension Publisher {
    /// Skips values while `predicate` returns true; once it returns false, passes on every value.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}
