/// Receives values from a publisher (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Called once, when the subscription starts: request values through it.
    func receive(subscription: Subscription)
    /// Called with each value; returns how many more values it wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Called once, when the publisher finishes or fails.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives a `Void` value.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// Namespace of subscriber types (Combine's `Subscribers`).
public enum Subscribers {}
