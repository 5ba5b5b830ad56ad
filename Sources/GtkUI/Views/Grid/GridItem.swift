/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): its size rule,
/// the space after it, and how cells sit in it (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How large the column is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the room left by fixed columns, within these limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` points as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How large the column is.
    public var size: GridItem.Size
    /// The space after this column (nil: GNOME's 6 pixels).
    public var spacing: CGFloat?
    /// How cells sit in this column (nil: the grid's alignment).
    public var alignment: Alignment?

    /// A column of `size`, followed by `spacing`, its cells placed per `alignment`.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem {
    /// Whether `other` makes the same tracks with the same alignment.
    func matches(_ other: GridItem) -> Bool {
        guard spacing == other.spacing, alignment == other.alignment else { return false }
        switch (size, other.size) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.flexible(let a, let b), .flexible(let c, let d)), (.adaptive(let a, let b), .adaptive(let c, let d)):
            return a == c && b == d
        default: return false
        }
    }
}

/// Which section views a lazy stack or grid keeps visible while its
/// content scrolls (SwiftUI's `PinnedScrollableViews`).
///
/// Accepted, not honoured: GtkUI's lazy stacks and grids scroll their
/// section headers and footers with the rest.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The kinds as bits.
    public let rawValue: UInt32
    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
