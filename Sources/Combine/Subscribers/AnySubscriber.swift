/// A subscriber whose concrete type is hidden (Combine's `AnySubscriber`).
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    /// The wrapped subscriber's identifier, or a new one for a subscriber made of closures.
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: (Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }

    /// A subscriber made of closures.
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription ?? { _ in }
        self.receiveValue = receiveValue ?? { _ in .none }
        self.receiveCompletion = receiveCompletion ?? { _ in }
    }

    /// "Anonymous AnySubscriber" (the wrapped subscriber's description is not forwarded).
    public var description: String { "Anonymous AnySubscriber" }

    /// Passes the subscription to the wrapped subscriber or closure.
    public func receive(subscription: Subscription) { receiveSubscription(subscription) }
    /// Passes `value` on and returns the demand the wrapped subscriber or closure asks for.
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValue(value) }
    /// Passes the completion to the wrapped subscriber or closure.
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
