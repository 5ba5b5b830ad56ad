/// What `@Published` keeps: the value, its subject, and the enclosing
/// object's will-change publisher once someone asked for it.
final class PublishedStorage<Value>: PublishedStorageBase, @unchecked Sendable {
    private var stored: Value
    private var subscribers = ConduitList<Value, Never>()
    /// Subscriptions made by `assign(to:)`, ended when the property goes.
    private var assignments: [AnyCancellable] = []

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    /// Announces the change (object first, then `$property`), then stores it:
    /// subscribers see the change before it lands, as in Combine.
    func set(_ newValue: Value) {
        lock.withLock { objectWillChange }?.send()
        subscribers.send(newValue)
        lock.withLock { stored = newValue }
    }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        subscribers.attach(subscriber, initial: value, keepsLatest: true)
    }

    func keep(_ assignment: AnyCancellable) { lock.withLock { assignments.append(assignment) } }
}

/// The type-erased part of `PublishedStorage` that `objectWillChange` installs into.
class PublishedStorageBase: @unchecked Sendable {
    let lock = Lock()
    /// The enclosing object's publisher; weak would lose it (no one else keeps it).
    var objectWillChange: ObservableObjectPublisher?

    /// Returns the object's publisher, installing a new one into this and
    /// `others` (every `@Published` of the object) if none is yet.
    func installPublisher(sharedWith others: [PublishedStorageBase]) -> ObservableObjectPublisher {
        if let existing = lock.withLock({ objectWillChange }) { return existing }
        let publisher = ObservableObjectPublisher()
        let winner = lock.withLock { () -> ObservableObjectPublisher in
            if let raced = objectWillChange { return raced }
            objectWillChange = publisher
            return publisher
        }
        for other in others { other.lock.withLock { other.objectWillChange = winner } }
        return winner
    }
}

/// A `@Published` property, as the reflection in `objectWillChange` finds it.
protocol PublishedField {
    var storage: PublishedStorageBase { get }
}
