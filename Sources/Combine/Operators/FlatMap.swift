extension Publishers {
    /// Subscribes to a publisher made from each value and merges their values (Combine's `Publishers.FlatMap`).
    ///
    /// At most `maxPublishers` inner publishers are subscribed to at once:
    /// the upstream is asked for that many values, and for one more each
    /// time an inner publisher finishes.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The inner publishers' values.
        public typealias Output = NewPublisher.Output
        /// The shared failure: either side failing ends the result.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are turned into publishers.
        public let upstream: Upstream
        /// How many inner publishers may be subscribed to at once.
        public let maxPublishers: Subscribers.Demand
        /// Makes the inner publisher for a value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates the publisher.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Subscribes to `transform` of each upstream value and forwards the values of all of them, as demand allows; finishes once the upstream and every inner publisher have.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                FlatMapSubscription<Upstream.Output, NewPublisher, S>(subscriber, maxPublishers: maxPublishers, transform: transform))
        }
    }
}

extension Publisher {
    /// Turns each value into a publisher and publishes the values of all of them, at most `maxPublishers` at a time.
    ///
    /// ```swift
    /// ids.flatMap { id in loadItem(id) }
    /// ```
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Turns each value into a publisher that cannot fail and publishes the values of all of them.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// Turns each value into a publisher that may fail and publishes the values of all of them.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>>
    {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Turns each value into a publisher that cannot fail and publishes the values of all of them.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
