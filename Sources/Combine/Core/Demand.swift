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

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count, let b = rhs.count else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(count: sum)
        }
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(rhs, 0)) }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Subtracts, never going below zero; unlimited stays unlimited.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            guard let b = rhs.count else { return .none }
            return Demand(count: Swift.max(a - b, 0))
        }
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(Swift.max(rhs, 0)) }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.count else { return .unlimited }
            let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(count: Swift.max(product, 0))
        }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case (let a?, let b?): return a < b
            }
        }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
    }
}
