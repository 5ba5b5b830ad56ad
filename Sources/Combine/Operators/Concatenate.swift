extension Publishers {
    /// Publishes every value of one publisher, then every value of another (Combine's `Publishers.Concatenate`).
    ///
    /// `prepend` and `append` return it; the suffix is subscribed to only
    /// once the prefix finishes, and a failure of either ends it.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The publishers' values.
        public typealias Output = Suffix.Output
        /// The publishers' shared failure.
        public typealias Failure = Suffix.Failure
        /// The publisher published first.
        public let prefix: Prefix
        /// The publisher subscribed to once `prefix` finishes.
        public let suffix: Suffix

        /// Creates the publisher.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Forwards `prefix`'s values, then, once it finishes, `suffix`'s, with the subscriber's remaining demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let chain = ChainSubscription(subscriber)
            let suffix = self.suffix
            subscriber.receive(subscription: chain)
            prefix.subscribe(
                chain.next { (completion: Subscribers.Completion<Failure>) in
                    guard case .finished = completion else { return completion }
                    suffix.subscribe(chain.next { $0 })
                    return nil
                })
        }
    }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publisher {
    /// Publishes `elements` before this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    /// Publishes the elements of `elements` before this publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where Output == S.Element {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Publishes `publisher`'s values, then, once it finishes, this publisher's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Publishes `elements` after this publisher finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(elements)
    }

    /// Publishes the elements of `elements` after this publisher finishes.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where Output == S.Element {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Publishes `publisher`'s values after this publisher finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}
