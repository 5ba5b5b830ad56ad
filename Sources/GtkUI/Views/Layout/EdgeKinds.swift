/// The top or bottom edge (SwiftUI's `VerticalEdge`), as `safeAreaInset(edge:)` takes it.
public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`), as `safeAreaInset(edge:)` takes it.
public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

/// Kinds of safe area (SwiftUI's `SafeAreaRegions`): the container's and the keyboard's.
///
/// A GNOME window's content has no safe area (see `ignoresSafeArea`).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as bits.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area bars and device edges take.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area an on-screen keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
