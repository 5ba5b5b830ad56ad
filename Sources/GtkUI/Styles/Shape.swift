import Gtk

/// A 2D shape drawn as a view (SwiftUI's `Shape`): `Rectangle`,
/// `RoundedRectangle`, `Capsule`, `Circle` and `Ellipse`, filled with the
/// foreground colour unless `.fill` or `.stroke` says otherwise.
///
/// Shapes are drawn with GTK's CSS (a box with rounded corners), so they
/// fill the space they are offered: a `Circle` is round when its frame is
/// square (`.frame(width: 12, height: 12)`), an ellipse otherwise.
@MainActor @preconcurrency
public protocol Shape: View where Body == Never {
    /// The corner radius as CSS ("6px", "9999px" for fully round ends): a
    /// GtkUI requirement (shapes of one's own with `path(in:)` are not supported).
    var cssRadius: String? { get }
}

extension Shape {
    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        StyledShape(radius: cssRadius, fill: content.cssColor, stroke: nil)
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        StyledShape(radius: cssRadius, fill: nil, stroke: nil, fillsWithForeground: true)
    }

    /// Outlines the shape with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        StyledShape(radius: cssRadius, fill: nil, stroke: (content.cssColor, lineWidth))
    }

    /// Outlines the shape inside its frame with `content`, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, lineWidth: lineWidth)
    }

    func makeNode() -> ShapeNode { ShapeNode(viewType: Self.self) }

    func updateNode(_ node: ShapeNode, context: RenderContext) {
        node.draw(
            fill: context.environment.controls.foreground ?? "@theme_fg_color", stroke: nil, radius: cssRadius,
            context: context)
    }
}

/// How a shape's inside is decided (SwiftUI's `FillStyle`); GtkUI's
/// shapes have no self-intersections, so it has no effect.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides the inside (no effect in GtkUI).
    public var isEOFilled: Bool
    /// Whether edges are antialiased (GTK always antialiases).
    public var isAntialiased: Bool
    /// A fill style with the even-odd rule and antialiasing as given.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape with its fill or stroke.
struct StyledShape: View, PrimitiveView {
    typealias Body = Never
    let radius: String?
    let fill: String?
    let stroke: (color: String, width: CGFloat)?
    var fillsWithForeground = false

    func makeNode() -> ShapeNode { ShapeNode(viewType: Self.self) }
    func updateNode(_ node: ShapeNode, context: RenderContext) {
        let foreground = fillsWithForeground ? (context.environment.controls.foreground ?? "@theme_fg_color") : nil
        node.draw(fill: fill ?? foreground, stroke: stroke, radius: radius, context: context)
    }
}

/// The node of a colour or shape: a box filling its space, painted by CSS.
@MainActor
final class ShapeNode: WidgetNode<Box> {
    let styler = WidgetStyler()

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.vertical))
        // Flexible like SwiftUI's shapes; a frame of fixed size around one
        // is a widget that does not grow (a 20×20 dot keeps its row's height).
        widget.hexpand = true
        widget.vexpand = true
    }

    func draw(fill: String?, stroke: (color: String, width: CGFloat)?, radius: String?, context: RenderContext) {
        var css = ""
        if let fill { css += "background-color: \(fill);" }
        if let stroke { css += " border: \(Int(stroke.width.rounded()))px solid \(stroke.color);" }
        if let radius { css += " border-radius: \(radius);" }
        styler.apply(css.trimmingCharacters(in: .whitespaces), to: widget)
        applyCommonEnvironment(context)
    }
}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
    /// A rectangle has no body: GtkUI draws it as a box.
    public typealias Body = Never
    /// A rectangle that fills its frame.
    public init() {}
    /// No corner radius: square corners.
    public var cssRadius: String? { nil }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
    /// A rounded rectangle has no body: GtkUI draws it as a box with a border radius.
    public typealias Body = Never
    let cornerRadius: CGFloat
    /// A rectangle whose corners are rounded by `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    /// A rectangle whose corners are rounded by `cornerSize` (its width is used).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerSize.width }
    /// The corner radius in pixels, rounded to a whole pixel.
    public var cssRadius: String? { "\(Int(cornerRadius.rounded()))px" }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, PrimitiveView {
    /// A capsule has no body: GtkUI draws it as a box with fully round ends.
    public typealias Body = Never
    /// A capsule that fills its frame (CSS draws circular ends, whatever `style` is).
    public init(style: RoundedCornerStyle = .continuous) {}
    /// A radius larger than any side ("9999px"), so the short sides are half circles.
    public var cssRadius: String? { "9999px" }
}

/// A circle, round when its frame is square (see `Shape`).
public struct Circle: Shape, PrimitiveView {
    /// A circle has no body: GtkUI draws it as a box with a 50% border radius.
    public typealias Body = Never
    /// A circle that fills its frame (square the frame to keep it round).
    public init() {}
    /// Half the box in each direction ("50%").
    public var cssRadius: String? { "50%" }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, PrimitiveView {
    /// An ellipse has no body: GtkUI draws it as a box with a 50% border radius.
    public typealias Body = Never
    /// An ellipse that fills its frame.
    public init() {}
    /// Half the box in each direction ("50%").
    public var cssRadius: String? { "50%" }
}

/// How rounded corners curve (SwiftUI's `RoundedCornerStyle`); CSS draws circular corners.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}
