extension Publishers {
    /// Transforms each value with a throwing closure; a thrown error fails the publisher (Combine's `Publishers.TryMap`).
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Any error: the upstream's failure or what the closure throws.
        public typealias Failure = Error
        /// The publisher this one transforms.
        public let upstream: Upstream
        /// The transformation, which may throw.
        public let transform: (Upstream.Output) throws -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Sends `transform`'s result for each value; when it throws, cancels upstream and fails with the error.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let transform = self.transform
            upstream.subscribe(
                OperatorSubscriber<Upstream.Output, Upstream.Failure, S>(
                    subscriber,
                    onValue: { value in
                        do { return .emit(try transform(value)) } catch { return .fail(error) }
                    },
                    onCompletion: { completion in
                        switch completion {
                        case .finished: OperatorEnding(last: nil, completion: .finished)
                        case .failure(let error): OperatorEnding(last: nil, completion: .failure(error))
                        }
                    }))
        }
    }
}

extension Publisher {
    /// Transforms each value with `transform`; an error it throws ends the publisher with that error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}
