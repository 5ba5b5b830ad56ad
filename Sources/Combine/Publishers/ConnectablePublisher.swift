/// A publisher that starts only when told to (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancel the result to stop.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription and disconnects after the last one is cancelled.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// Connects a connectable publisher while it has subscribers (Combine's `Publishers.Autoconnect`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public final let upstream: Upstream
        private let lock = Lock()
        private var subscriberCount = 0
        private var connection: Cancellable?

        /// Creates the publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes `subscriber` upstream, connecting the upstream for the first subscriber; cancelling the last one disconnects it.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let counted = AnySubscriber<Output, Failure>(
                receiveSubscription: { [self] subscription in
                    subscriber.receive(subscription: CountedSubscription(subscription) { [self] in release() })
                }, receiveValue: { subscriber.receive($0) },
                receiveCompletion: { completion in
                    subscriber.receive(completion: completion)
                })
            upstream.subscribe(counted)
            let connects = lock.withLock { () -> Bool in
                subscriberCount += 1
                return subscriberCount == 1
            }
            if connects {
                let connection = upstream.connect()
                lock.withLock { self.connection = connection }
            }
        }

        private func release() {
            let connection = lock.withLock { () -> Cancellable? in
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }
}

/// A subscription that tells its publisher once when it is cancelled.
final class CountedSubscription: Subscription, @unchecked Sendable {
    private let inner: Subscription
    private let lock = Lock()
    private var onCancel: (() -> Void)?

    init(_ inner: Subscription, onCancel: @escaping () -> Void) {
        self.inner = inner
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) { inner.request(demand) }

    func cancel() {
        inner.cancel()
        let onCancel = lock.withLock { () -> (() -> Void)? in
            defer { self.onCancel = nil }
            return self.onCancel
        }
        onCancel?()
    }
}
