/// Runs every action at once, on the calling thread (Combine's `ImmediateScheduler`).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler's time: a counter that does not advance.
    public struct SchedulerTimeType: Strideable, Sendable, Hashable {
        /// A distance between two times.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The length, in the scheduler's units.
            public var magnitude: Int
            /// A stride of `value` units.
            public init(_ value: Int) { magnitude = value }
            /// A stride of `value` units.
            public init(integerLiteral value: Int) { magnitude = value }
            /// A stride of `value` units, truncated to a whole unit.
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            /// A stride of exactly `source` units, or `nil` when it does not fit in an `Int`.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
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
            /// A zero stride: time does not pass on the immediate scheduler.
            public static func seconds(_ s: Int) -> Stride { Stride(0) }
            /// A zero stride: time does not pass on the immediate scheduler.
            public static func seconds(_ s: Double) -> Stride { Stride(0) }
            /// A zero stride: time does not pass on the immediate scheduler.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
            /// A zero stride: time does not pass on the immediate scheduler.
            public static func microseconds(_ us: Int) -> Stride { Stride(0) }
            /// A zero stride: time does not pass on the immediate scheduler.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
        }
        /// Zero: every time of the immediate scheduler is the same.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
        /// This same time: the immediate scheduler's time does not advance.
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }
    /// No options: the immediate scheduler takes none.
    public typealias SchedulerOptions = Never

    /// The shared immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// The scheduler's only time.
    public var now: SchedulerTimeType { SchedulerTimeType() }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }
    /// Runs `action` now, before returning.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    /// Runs `action` now, before returning, whatever `date` is.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) { action() }
    /// Runs `action` once, now, and does not repeat it.
    ///
    /// - Returns: A cancellable with nothing left to cancel.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
