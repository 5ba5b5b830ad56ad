extension Publishers {
    /// Passes on values while a predicate holds, then finishes (Combine's `Publishers.PrefixWhile`).
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose leading values are passed on.
        public let upstream: Upstream
        /// Returns true for the values to pass on.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Forwards values while `predicate` returns true; at the first false, cancels upstream and finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                OperatorSubscriber<Output, Failure, S>(subscriber) { (value: Output) -> OperatorStep<Output, Failure> in
                    predicate(value) ? .emit(value) : .finish
                })
        }
    }
}

extension Publisher {
    /// Passes on values while `predicate` returns true, then finishes.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }
}
