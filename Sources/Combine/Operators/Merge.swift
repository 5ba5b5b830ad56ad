extension Publishers {
    /// Interleaves the values of two publishers as they arrive (Combine's `Publishers.Merge`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The values of either publisher.
        public typealias Output = A.Output
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

        /// Subscribes to both publishers and forwards each value of either as it arrives.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merging = MergingSubscription(subscriber, upstreamCount: 2, keepsOnlyLatest: false)
            subscriber.receive(subscription: merging)
            a.subscribe(merging.side(0) { $0 })
            b.subscribe(merging.side(1) { $0 })
        }
    }
}

extension Publisher {
    /// Interleaves this publisher's values with `other`'s.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
