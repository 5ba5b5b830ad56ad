/// A publisher whose concrete type is hidden (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            subscribe = erased.subscribe
        } else {
            subscribe = { publisher.receive(subscriber: $0) }
        }
    }

    /// "AnyPublisher": the wrapped publisher's type stays hidden.
    public var description: String { "AnyPublisher" }

    /// Subscribes `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Hides this publisher's type behind `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
