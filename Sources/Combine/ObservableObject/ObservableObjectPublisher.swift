/// The publisher an observable object sends on before it changes (Combine's `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// `Void`: a signal that the object is about to change.
    public typealias Output = Void
    /// `Never`: it does not fail.
    public typealias Failure = Never
    private let subscribers = ConduitList<Void, Never>()

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Adds `subscriber`; it gets a value each time `send()` is called, until it cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber)
    }

    /// Tells the subscribers the object is about to change.
    public func send() { subscribers.send(()) }
}
