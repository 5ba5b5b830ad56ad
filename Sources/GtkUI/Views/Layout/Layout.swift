import Gtk

/// A horizontal or vertical direction (SwiftUI's `Axis`).
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical
    var orientation: Orientation { self == .horizontal ? .horizontal : .vertical }

    /// A set of directions (SwiftUI's `Axis.Set`): the axes a `ScrollView`
    /// scrolls along, the axes `ViewThatFits` checks.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The directions as bits, one per `Axis` case.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal direction.
        public static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
        /// The vertical direction.
        public static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)
    }
}

/// Horizontal placement of views within their space (SwiftUI's `HorizontalAlignment`).
public struct HorizontalAlignment: Sendable, Hashable {
    let align: Align
    /// Toward the start edge (left in left-to-right languages).
    public static let leading = HorizontalAlignment(align: .start)
    /// In the middle.
    public static let center = HorizontalAlignment(align: .center)
    /// Toward the end edge.
    public static let trailing = HorizontalAlignment(align: .end)
}

/// Vertical placement of views within their space (SwiftUI's `VerticalAlignment`).
public struct VerticalAlignment: Sendable, Hashable {
    let align: Align
    /// At the top.
    public static let top = VerticalAlignment(align: .start)
    /// In the middle.
    public static let center = VerticalAlignment(align: .center)
    /// At the bottom.
    public static let bottom = VerticalAlignment(align: .end)
    /// On the first line's text baseline.
    public static let firstTextBaseline = VerticalAlignment(align: .baseline)
    /// On the text baseline (GTK aligns on the first line).
    public static let lastTextBaseline = VerticalAlignment(align: .baseline)
}

/// A placement in both directions (SwiftUI's `Alignment`).
public struct Alignment: Sendable, Hashable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centred in both directions.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge (left in left-to-right languages), centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The sides of a rectangle (SwiftUI's `Edge`).
public enum Edge: Int8, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges (SwiftUI's `Edge.Set`).
    public struct Set: OptionSet, Sendable {
        /// The edges as bits, one per `Edge` case.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
