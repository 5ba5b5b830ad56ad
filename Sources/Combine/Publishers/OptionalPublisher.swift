extension Optional {
    /// Publishes the optional's value, if any, then finishes (Combine's `Optional.Publisher`).
    ///
    /// A `nil` optional finishes at once without a value.
    public struct Publisher: Combine.Publisher {
        /// The wrapped type.
        public typealias Output = Wrapped
        /// `Never`: it cannot fail.
        public typealias Failure = Never
        /// The value published, or nil for none.
        public let output: Wrapped?

        /// Creates a publisher of `output`, or of no value when it is nil.
        public init(_ output: Output?) { self.output = output }

        /// Sends `subscriber` the value on its first demand, then finishes; finishes at once when there is no value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            guard let output else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: OneShotSubscription(subscriber, value: output, completion: .finished))
        }
    }

    /// A publisher of the value, if any, then of the end.
    public var publisher: Publisher { Publisher(self) }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
extension Optional.Publisher: Sendable where Wrapped: Sendable {}
