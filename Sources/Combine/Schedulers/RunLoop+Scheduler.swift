import Foundation

/// The main run loop's work goes through the main dispatch queue: on Linux
/// a GTK app spins GLib's loop, not `RunLoop.main`, and GtkUI drains the
/// main queue from it (Foundation's run loop drains it too), so actions
/// scheduled on `RunLoop.main` run on the main thread in either program.
extension RunLoop: Scheduler {
    /// A point in a run loop's time (Combine's `RunLoop.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date
        /// Wraps `date`.
        public init(_ date: Date) { self.date = date }

        /// The seconds from this date to `other`'s; negative when `other` is earlier.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        /// The date `n` seconds after this one.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// A distance between two dates, in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The length in seconds.
            public var magnitude: TimeInterval
            /// The length in seconds.
            public var timeInterval: TimeInterval { magnitude }
            /// A stride of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// A stride of `value` seconds.
            public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
            /// A stride of `value` seconds.
            public init(floatLiteral value: Double) { magnitude = value }
            /// A stride of exactly `source` seconds, or `nil` when a `TimeInterval` cannot hold it exactly.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }
            /// Whether `lhs` is shorter than `rhs`.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The sum of two strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// The difference of two strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// The product of two strides' magnitudes.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// Lengthens `lhs` by `rhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Shortens `lhs` by `rhs`.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies `lhs` by `rhs`'s magnitude.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// A stride of `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// A stride of `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// A stride of `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            /// A stride of `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            /// A stride of `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }

    /// Options for scheduling on a run loop (Combine's `RunLoop.SchedulerOptions`; none).
    public struct SchedulerOptions: Sendable {}

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// Zero: a run loop accepts any tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// The dispatch queue that runs this run loop's work, or nil for a run
    /// loop that is not the main one.
    private var mainQueue: DispatchQueue? { self === RunLoop.main ? DispatchQueue.main : nil }

    /// Runs `action` on the run loop's next turn; for the main run loop, through the main dispatch queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let queue = mainQueue { return queue.schedule(options: nil, action) }
        let action = UncheckedAction(action)
        perform { action.run() }
    }

    /// Runs `action` on the run loop once `date` has come.
    ///
    /// For the main run loop the main dispatch queue runs it; for another run loop, a one-shot timer.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        if let queue = mainQueue {
            return queue.schedule(
                after: queue.now.advanced(by: .seconds(max(date.date.timeIntervalSinceNow, 0))),
                tolerance: .seconds(tolerance.magnitude), options: nil, action)
        }
        let action = UncheckedAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    /// Runs `action` on the run loop at `date` and then every `interval` seconds until cancelled.
    ///
    /// For the main run loop a dispatch timer on the main queue repeats it; for another run loop, a repeating timer.
    /// - Returns: A cancellable that stops the repetition.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        if let queue = mainQueue {
            return queue.schedule(
                after: queue.now.advanced(by: .seconds(max(date.date.timeIntervalSinceNow, 0))),
                interval: .seconds(interval.magnitude), tolerance: .seconds(tolerance.magnitude),
                options: nil, action)
        }
        let action = UncheckedAction(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
