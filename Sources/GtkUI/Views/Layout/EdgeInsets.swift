/// Space on each side of a rectangle, in points (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Equatable, Sendable {
    /// Space at the top.
    public var top: CGFloat
    /// Space at the leading edge (left in left-to-right languages).
    public var leading: CGFloat
    /// Space at the bottom.
    public var bottom: CGFloat
    /// Space at the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// `length` on the sides in `edges`, nothing on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
