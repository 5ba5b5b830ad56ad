/// Creates its publisher anew for each subscriber (Combine's `Deferred`).
///
/// Nothing runs until a subscriber arrives, so a `Future` wrapped in
/// `Deferred` starts its work per subscription (and again on `retry`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The created publisher's values.
    public typealias Output = DeferredPublisher.Output
    /// The created publisher's failure.
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher for one subscriber.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a publisher that calls `createPublisher` on each subscription.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    /// Calls `createPublisher` and subscribes `subscriber` to what it returns.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}
