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
/// On GTK a shape's outline is its CSS border: `lineWidth` is the border
/// width and a `dash` makes it `dashed` (`dotted` when the dashes are no
/// longer than the line is wide). Caps, joins, the miter limit and the
/// dash phase have no CSS border counterpart and are kept unused.
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

    /// The CSS `border-style` of the outline.
    var cssBorderStyle: String {
        guard let longest = dash.max(), longest > 0 else { return "solid" }
        return longest <= lineWidth ? "dotted" : "dashed"
    }
}

extension Shape {
    /// Outlines the shape with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        styledOutline(stroke(content, lineWidth: style.lineWidth), style)
    }

    /// Outlines the shape with the foreground colour in `style`.
    public func stroke(style: StrokeStyle) -> some View {
        styledOutline(stroke(Color.primary, lineWidth: style.lineWidth), style)
    }

    /// Outlines the shape inside its frame with `content` in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        styledOutline(strokeBorder(content, lineWidth: style.lineWidth), style)
    }

    /// Outlines the shape inside its frame with the foreground colour in `style`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        styledOutline(strokeBorder(Color.primary, lineWidth: style.lineWidth), style)
    }

    private func styledOutline(_ outline: some View, _ style: StrokeStyle) -> some View {
        EffectModifier(content: outline, effect: VisualEffect(declarations: ["border-style: \(style.cssBorderStyle);"]))
    }
}
