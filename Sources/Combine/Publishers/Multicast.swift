extension Publishers {
    /// Shares one upstream subscription through a subject, from `connect()` on (Combine's `Publishers.Multicast`).
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher shared.
        public let upstream: Upstream
        /// Makes the subject, once, on first use.
        public let createSubject: () -> SubjectType
        private let lock = Lock()
        private var made: SubjectType?

        /// Creates the publisher.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let made { return made }
                let subject = createSubject()
                made = subject
                return subject
            }
        }

        /// Subscribes `subscriber` to the subject; it receives values once the publisher is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(subscriber)
        }

        /// Subscribes the subject to the upstream; cancel the result to disconnect.
        public func connect() -> Cancellable { upstream.subscribe(subject) }
    }
}

extension Publisher {
    /// Shares this publisher through the subject `createSubject` makes, once connected.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Shares this publisher through `subject`, once connected.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }
}
