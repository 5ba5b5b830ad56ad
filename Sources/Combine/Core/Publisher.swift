/// Declares that a type can send a sequence of values over time (Combine's `Publisher`).
///
/// A publisher delivers values to a subscriber only as far as the subscriber's
/// demand allows, then at most one completion.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error this publisher might publish.
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` once.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches `subject` as a subscriber; returns the subscription to cancel.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let forwarder = SubjectForwarder(subject: subject)
        receive(subscriber: forwarder)
        return AnyCancellable(forwarder)
    }
}
