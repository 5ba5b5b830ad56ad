/// A publisher that code outside it can send values through (Combine's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers that have demand.
    func send(_ value: Output)
    /// Ends the subject: every subscriber receives `completion`, later sends are ignored.
    func send(completion: Subscribers.Completion<Failure>)
    /// Accepts an upstream subscription (when the subject subscribes to a publisher).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends a `Void` value.
    public func send() { send(()) }
}
