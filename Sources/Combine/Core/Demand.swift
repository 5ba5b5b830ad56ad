extension Subscribers {
    /// How many more values a subscriber wants: a count or unlimited (Combine's `Subscribers.Demand`).
    public struct Demand: Equatable, Comparable, Hashable, Codable, Sendable, CustomStringConvertible {
        /// The count, or nil for unlimited.
        let count: Int?

        init(count: Int?) { self.count = count }

        /// As many values as the publisher produces.
        public static let unlimited = Demand(count: nil)
        /// No values.
        public static let none = Demand(count: 0)
        /// At most `value` values (`value` must not be negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Subscribers.Demand.max: a demand cannot be negative (\(value))")
            return Demand(count: value)
        }

        /// The count, or nil when unlimited.
        public var max: Int? { count }

        /// The demand as Combine prints it: "max(3)" or "unlimited".
        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        /// The sum of two demands; unlimited when either is, or when the count overflows.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count, let b = rhs.count else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(count: sum)
        }
        /// This demand and `rhs` more values (a negative `rhs` adds none).
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(rhs, 0)) }
        /// Adds `rhs` to `lhs`.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds `rhs` values to `lhs`.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Subtracts, never going below zero; unlimited stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            guard let b = rhs.count else { return .none }
            return Demand(count: Swift.max(a - b, 0))
        }
        /// This demand less `rhs` values, never below zero (a negative `rhs` subtracts none).
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(Swift.max(rhs, 0)) }
        /// Subtracts `rhs` from `lhs`, never going below zero.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Subtracts `rhs` values from `lhs`, never going below zero.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        /// This demand times `rhs`; unlimited stays unlimited, an overflow becomes unlimited, a negative product zero.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(count: Swift.max(product, 0))
        }
        /// Whether `lhs` asks for fewer values than `rhs`; unlimited is more than any count.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case (let a?, let b?): return a < b
            }
        }
        /// Whether the demand is a count equal to `rhs` (never for unlimited).
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        /// Whether the demand is not a count equal to `rhs` (always for unlimited).
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        /// Whether the demand is more than `rhs` values (always for unlimited).
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        /// Whether the demand is at least `rhs` values (always for unlimited).
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
        /// Whether the demand is fewer than `rhs` values (never for unlimited).
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
        /// Whether the demand is at most `rhs` values (never for unlimited).
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
    }
}
