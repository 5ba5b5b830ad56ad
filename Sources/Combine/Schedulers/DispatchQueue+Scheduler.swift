import Dispatch

extension DispatchQueue: Scheduler {
    /// A point in a dispatch queue's time (Combine's `DispatchQueue.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime
        /// Wraps `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The stride from this time to `other`; negative when `other` is earlier.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(
                nanoseconds: Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds))
                    - Int(bitPattern: UInt(dispatchTime.uptimeNanoseconds)))
        }
        /// The time `n` later than this one.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + .nanoseconds(n.magnitude))
        }

        /// Decodes a time stored as nanoseconds of uptime.
        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }
        /// Encodes the time as nanoseconds of uptime.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }
        /// Hashes the time's nanoseconds of uptime.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
        /// Whether two times are the same dispatch time.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime == rhs.dispatchTime
        }

        /// A distance between two dispatch times, in nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The length in nanoseconds.
            public var magnitude: Int
            /// The length as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            init(nanoseconds: Int) { magnitude = nanoseconds }
            /// A stride of `timeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }
            /// `integerLiteral` seconds.
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            /// `floatLiteral` seconds.
            public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
            /// A stride of exactly `source` nanoseconds, or `nil` when it does not fit in an `Int`.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }
            /// Whether `lhs` is shorter than `rhs`.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The sum of two strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            /// The difference of two strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            /// The product of two strides' nanosecond counts.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
            /// Lengthens `lhs` by `rhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Shortens `lhs` by `rhs`.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies `lhs` by `rhs`'s nanosecond count.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// A stride of `s` whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// A stride of `s` seconds, truncated to nanoseconds.
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(s * 1_000_000_000)) }
            /// A stride of `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// A stride of `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// A stride of `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }

    /// Options for scheduling on a dispatch queue (Combine's `DispatchQueue.SchedulerOptions`).
    public struct SchedulerOptions: @unchecked Sendable {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// Flags of the work item.
        public var flags: DispatchWorkItemFlags
        /// A group the work joins.
        public var group: DispatchGroup?
        /// Creates options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The current dispatch time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    /// Zero: a dispatch queue accepts any tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` asynchronously on the queue with the options' QoS, flags and group.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = UncheckedAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.run() }
    }

    /// Runs `action` on the queue once `date` has come.
    ///
    /// The options' QoS and flags apply; `tolerance` and the options' group are not used.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = UncheckedAction(action)
        asyncAfter(
            deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
            flags: options?.flags ?? []
        ) { action.run() }
    }

    /// Runs `action` on the queue at `date` and then every `interval` until cancelled.
    ///
    /// A dispatch timer source does the repeating, with `tolerance` as its leeway.
    /// - Returns: A cancellable that stops the timer.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let action = UncheckedAction(action)
        timer.setEventHandler { action.run() }
        timer.schedule(
            deadline: date.dispatchTime, repeating: interval.timeInterval,
            leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
