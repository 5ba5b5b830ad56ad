extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence (`for await value in publisher.values`).
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as an asynchronous sequence that throws the publisher's failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A publisher's values as an `AsyncSequence` (Combine's `AsyncPublisher`).
///
/// It asks the publisher for one value per `next()`, so a slow consumer
/// applies back-pressure instead of buffering.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The publisher's values.
    public typealias Element = P.Output
    private let publisher: P

    /// Wraps `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Iterates the values.
    public struct Iterator: AsyncIteratorProtocol {
        let inbox: AsyncInbox<P.Output, Never>
        /// The next value, or nil once the publisher finished (or the task was cancelled).
        public mutating func next() async -> P.Output? {
            try? await inbox.next()
        }
    }

    /// Subscribes to the publisher; the iterator asks it for one value per `next()` and returns nil once it finishes.
    public func makeAsyncIterator() -> Iterator {
        let inbox = AsyncInbox<P.Output, Never>()
        publisher.subscribe(inbox)
        return Iterator(inbox: inbox)
    }
}

/// A publisher's values as a throwing `AsyncSequence` (Combine's `AsyncThrowingPublisher`).
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The publisher's values.
    public typealias Element = P.Output
    private let publisher: P

    /// Wraps `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Iterates the values.
    public struct Iterator: AsyncIteratorProtocol {
        let inbox: AsyncInbox<P.Output, P.Failure>
        /// The next value, nil once finished; throws the publisher's failure.
        public mutating func next() async throws -> P.Output? { try await inbox.next() }
    }

    /// Subscribes to the publisher; the iterator asks it for one value per `next()`, returns nil once it finishes and throws its failure.
    public func makeAsyncIterator() -> Iterator {
        let inbox = AsyncInbox<P.Output, P.Failure>()
        publisher.subscribe(inbox)
        return Iterator(inbox: inbox)
    }
}
