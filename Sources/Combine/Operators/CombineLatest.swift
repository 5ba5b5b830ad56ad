extension Publishers {
    /// Publishes the latest value of each of two publishers, whenever either
    /// publishes, once both have (Combine's `Publishers.CombineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The latest value of each publisher, as a pair.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' shared failure, passed on when either fails.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Creates the publisher.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Once both publishers have published, sends the pair of their latest values each time either publishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merging = MergingSubscription(subscriber, upstreamCount: 2, keepsOnlyLatest: true)
            // Read and written inside the merging subscription's lock.
            var latestA: A.Output?
            var latestB: B.Output?
            subscriber.receive(subscription: merging)
            a.subscribe(
                merging.side(0) { (value: A.Output) -> Output? in
                    latestA = value
                    return latestB.map { (value, $0) }
                })
            b.subscribe(
                merging.side(1) { (value: B.Output) -> Output? in
                    latestB = value
                    return latestA.map { ($0, value) }
                })
        }
    }
}

extension Publisher {
    /// Publishes the latest values of this publisher and `other` as a pair.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Publishes `transform` of the latest values of this publisher and `other`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }
}
