import Foundation

/// The size a container offers a view (SwiftUI's `ProposedViewSize`): in
/// each direction a length, nil for "your ideal size", 0 for "your
/// smallest", `.infinity` for "your largest".
///
/// A custom `Layout` receives one for itself and passes its own to its
/// subviews (`LayoutSubview.sizeThatFits(_:)`); `Docs/SwiftUI-Navigation.md`
/// says how each maps to GTK's measure.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, or nil for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the view's ideal height.
    public var height: CGFloat?

    /// A proposal of zero in both directions: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// No proposal in either direction: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinite room in both directions: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// A proposal of `width` and `height` (nil: unspecified).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// This proposal as a size, taking `size`'s lengths where this one
    /// leaves a direction unspecified.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
