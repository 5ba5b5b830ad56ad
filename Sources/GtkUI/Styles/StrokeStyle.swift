import Foundation

/// How line ends are drawn (CoreGraphics' `CGLineCap`, which SwiftUI's `StrokeStyle` takes).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How line corners are drawn (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// The style of a shape's outline (SwiftUI's `StrokeStyle`).
///
/// A built-in shape's plain outline is its CSS border; any other stroke
/// (dashes, round or square caps, a gradient, a shape of one's own) is
/// drawn with cairo, which honours every field.
public struct StrokeStyle: Equatable, Sendable {
    /// The outline's width, in points.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The limit of mitered corners.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps (empty: a solid line).
    public var dash: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
