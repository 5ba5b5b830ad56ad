extension Publishers {
    /// Publishes the elements of a sequence, one per unit of demand, then finishes (Combine's `Publishers.Sequence`).
    ///
    /// The sequence is iterated lazily, as the subscriber asks for values;
    /// an empty sequence finishes at once.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's elements.
        public typealias Output = Elements.Element
        /// The sequence published.
        public let sequence: Elements

        /// Creates a publisher of `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Sends `subscriber` the elements as it asks for them, then finishes (at once for an empty sequence).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: SequenceSubscription(subscriber, iterator: iterator, first: first))
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
    /// A publisher of this sequence's elements, which cannot fail.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.map { $0 * 2 }.sink { print($0) }
    /// ```
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// One subscriber's walk through a sequence: hands out one element per unit
/// of demand and finishes as soon as the sequence is exhausted.
final class SequenceSubscription<Downstream: Subscriber, Elements: IteratorProtocol>: Subscription, @unchecked Sendable
where Elements.Element == Downstream.Input {
    private let lock = Lock()
    private var downstream: Downstream?
    /// Touched only by the thread that set `draining`.
    private var iterator: Elements
    private var next: Elements.Element?
    private var demand = Subscribers.Demand.none
    /// True while one thread delivers; a request from inside `receive(_:)` only adds demand.
    private var draining = false

    init(_ downstream: Downstream, iterator: Elements, first: Elements.Element) {
        self.downstream = downstream
        self.iterator = iterator
        next = first
    }

    func request(_ more: Subscribers.Demand) {
        precondition(more != .none, "Subscription.request: demand must be greater than zero")
        let starts = lock.withLock { () -> Bool in
            demand += more
            guard !draining, downstream != nil else { return false }
            draining = true
            return true
        }
        if starts { drain() }
    }

    func cancel() {
        lock.withLock {
            downstream = nil
            next = nil
        }
    }

    private func drain() {
        while true {
            let taken = lock.withLock { () -> (Downstream, Elements.Element)? in
                guard let downstream = self.downstream, demand > 0, let value = next else {
                    draining = false
                    return nil
                }
                demand -= 1
                next = nil
                return (downstream, value)
            }
            guard let (downstream, value) = taken else { return }
            let more = downstream.receive(value)
            let following = iterator.next()
            let finished = lock.withLock { () -> Downstream? in
                demand += more
                guard self.downstream != nil else { return nil }
                guard let following else {
                    self.downstream = nil
                    draining = false
                    return downstream
                }
                next = following
                return nil
            }
            if let finished { return finished.receive(completion: .finished) }
        }
    }
}
