extension Publishers {
    /// Passes on the values at a range of positions, then finishes (Combine's `Publishers.Output`).
    ///
    /// `prefix(_:)`, `output(at:)` and `output(in:)` return it; once the
    /// range's last value is sent, the upstream is cancelled.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The upstream's values, unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are selected.
        public let upstream: Upstream
        /// The positions (counted from zero) of the values passed on.
        public let range: CountableRange<Int>

        /// Creates the publisher.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "Publishers.Output: the range must not start below zero")
            self.upstream = upstream
            self.range = range
        }

        /// Skips the values before `range` (asking upstream for one more in place of each), forwards those in it, and finishes after its last.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = self.range
            var index = 0
            upstream.subscribe(
                OperatorSubscriber<Output, Failure, S>(subscriber) { (value: Output) -> OperatorStep<Output, Failure> in
                    defer { index += 1 }
                    if index < range.lowerBound { return .skip }
                    if index >= range.upperBound { return .finish }
                    return index == range.upperBound - 1 ? .emitAndFinish(value) : .emit(value)
                })
        }
    }
}

extension Publisher {
    /// Passes on at most the first `maxLength` values, then finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "prefix: maxLength must not be negative")
        return output(in: 0..<maxLength)
    }

    /// Passes on only the value at position `index` (from zero), then finishes.
    public func output(at index: Int) -> Publishers.Output<Self> { output(in: index...index) }

    /// Passes on the values at the positions in `range` (from zero), then finishes.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}
