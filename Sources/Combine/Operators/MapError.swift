extension Publishers {
    /// Turns the upstream's failure into another error (Combine's `Publishers.MapError`).
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The publisher whose failure is converted.
        public let upstream: Upstream
        /// The conversion.
        public let transform: (Upstream.Failure) -> Failure

        /// Creates the publisher.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            transform = map
        }

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Forwards the values unchanged and fails with `transform` of the upstream's error.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                OperatorSubscriber<Output, Upstream.Failure, S>(
                    subscriber, onValue: { .emit($0) }, onCompletion: mapCompletion(transform)))
        }
    }
}

/// Converts a completion's error with `transform` (for `mapError`, `setFailureType`).
func mapCompletion<Output, From: Error, To: Error>(_ transform: @escaping (From) -> To)
    -> (Subscribers.Completion<From>) -> OperatorEnding<Output, To>
{
    { completion in
        switch completion {
        case .finished: OperatorEnding(last: nil, completion: .finished)
        case .failure(let error): OperatorEnding(last: nil, completion: .failure(transform(error)))
        }
    }
}

extension Publisher {
    /// Converts the failure with `transform`.
    ///
    /// ```swift
    /// loader.mapError { LoadError.network($0) }
    /// ```
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }
}
