extension Publishers {
    /// Gives a publisher that cannot fail a failure type, to chain it with ones that can (Combine's `Publishers.SetFailureType`).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The publisher that cannot fail.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Forwards the values and the upstream's finish unchanged (it never fails).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                OperatorSubscriber<Output, Never, S>(
                    subscriber, onValue: { .emit($0) }, onCompletion: mapCompletion { (never: Never) -> Failure in }))
        }

        /// The same upstream with another failure type.
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType<Upstream, E>(upstream: upstream)
        }
    }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}

extension Publisher where Failure == Never {
    /// Declares that this publisher, which cannot fail, has failure type `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
