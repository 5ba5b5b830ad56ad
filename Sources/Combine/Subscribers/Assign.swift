extension Subscribers {
    /// A subscriber that writes each value to a property of an object (Combine's `Subscribers.Assign`).
    ///
    /// It keeps the object alive until the subscription ends.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        /// Never: only a publisher that cannot fail can be assigned.
        public typealias Failure = Never
        private let lock = Lock()
        /// The object written to, until the subscription ends.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var upstream: Subscription?

        /// Creates a subscriber writing to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// "Assign" and the object's type, or "Assign" once the subscription ended.
        public var description: String { object.map { "Assign \(type(of: $0))" } ?? "Assign" }

        /// Requests unlimited values from the first subscription; cancels any other, or any after the end.
        public func receive(subscription: Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard upstream == nil, object != nil else { return false }
                upstream = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Writes `value` to the object's property and asks for no more (the demand is already unlimited).
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.withLock { object }?[keyPath: keyPath] = value
            return .none
        }

        /// Ends the subscription and releases the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                object = nil
                upstream = nil
            }
        }

        /// Cancels the upstream subscription and releases the object.
        public func cancel() {
            let upstream = lock.withLock { () -> Subscription? in
                defer {
                    object = nil
                    self.upstream = nil
                }
                return self.upstream
            }
            upstream?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath: keyPath]` (the object is kept alive meanwhile).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
