/// The connection between a publisher and one subscriber (Combine's `Subscription`).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks the publisher for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Namespace of subscription helpers (Combine's `Subscriptions`).
public enum Subscriptions {
    /// A subscription that does nothing: for publishers that complete at once.
    public static var empty: Subscription { EmptySubscription() }
}

/// The subscription `Subscriptions.empty` returns.
struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
