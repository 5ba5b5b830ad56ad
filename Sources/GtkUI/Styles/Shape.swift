import Gtk

/// A 2D shape drawn as a view (SwiftUI's `Shape`).
///
/// Its outline is `path(in:)`, filled with the foreground style unless
/// `.fill` or `.stroke` says otherwise. A shape fills the space it is offered.
///
/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Capsule`,
/// `Circle`, `Ellipse`) are drawn with GTK's CSS (a box with rounded
/// corners) when a colour or gradient fills them or a plain line strokes
/// them; every other shape, and every trimmed, transformed or dashed one,
/// is drawn from its path with cairo.
///
/// ```swift
/// struct Wedge: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.midY))
///             p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
///                      startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Shape: View {
    /// The shape's outline in `rect` (the space the shape was offered).
    func path(in rect: CGRect) -> Path
    /// How the shape is drawn by default: filled, stroked or as a separator.
    static var role: ShapeRole { get }
}

/// What a shape is for (SwiftUI's `ShapeRole`).
public enum ShapeRole: Sendable, Hashable {
    /// Filled (the default).
    case fill
    /// Outlined.
    case stroke
    /// A separator.
    case separator
}

extension Shape {
    /// Shapes are filled by default.
    public static var role: ShapeRole { .fill }

    /// A shape's view: the shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Fills the shape with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Outlines the shape with `content`, `lineWidth` points wide, centred on its path.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        ShapeDrawingView(shape: self, style: content, mode: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// Outlines the shape with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeDrawingView(shape: self, style: content, mode: .stroke(style))
    }

    /// The shape's outline, `lineWidth` wide, as a shape (drawn in the foreground style).
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }

    /// The shape's outline in `style`, as a shape (drawn in the foreground style).
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
}

/// A shape filled with a style (SwiftUI's `_ShapeView`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// A shape view has no body: GtkUI draws it.
    public typealias Body = Never
    /// The shape.
    public var shape: Content
    /// What fills it.
    public var style: Style
    /// How its inside is decided.
    public var fillStyle: FillStyle

    /// The shape filled with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    func makeNode() -> ShapeNode { ShapeNode(viewType: Self.self) }
    func updateNode(_ node: ShapeNode, context: RenderContext) {
        node.draw(ShapeDrawing(shape: shape, style: style, mode: .fill(fillStyle), environment: context.environment), context: context)
    }
}

/// A shape stroked (centred or inside its frame) with a style.
struct ShapeDrawingView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    typealias Body = Never
    let shape: Content
    let style: Style
    let mode: ShapeDrawing.Mode

    func makeNode() -> ShapeNode { ShapeNode(viewType: Self.self) }
    func updateNode(_ node: ShapeNode, context: RenderContext) {
        node.draw(ShapeDrawing(shape: shape, style: style, mode: mode, environment: context.environment), context: context)
    }
}

/// How a shape's inside is decided (SwiftUI's `FillStyle`).
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides the inside (else non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style with the even-odd rule and antialiasing as given.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The built-in shapes GTK's CSS draws as a rounded box.
@MainActor
protocol CSSShape: Shape {
    /// The corner radius as CSS ("6px", "9999px" for fully round ends).
    var cssRadius: String? { get }
}

extension CSSShape {
    func makeNode() -> ShapeNode { ShapeNode(viewType: Self.self) }

    func updateNode(_ node: ShapeNode, context: RenderContext) {
        node.draw(
            ShapeDrawing(shape: self, style: ForegroundStyle(), mode: .fill(FillStyle()), environment: context.environment),
            context: context)
    }
}

/// The corner radius CSS rounds a box with to look like `shape` (nil: square corners or not a built-in shape).
@MainActor
func cssRadius(of shape: some Shape) -> String? { (shape as? any CSSShape)?.cssRadius }

/// A rectangle.
public struct Rectangle: Shape, CSSShape, PrimitiveView {
    /// A rectangle has no body: GtkUI draws it as a box.
    public typealias Body = Never
    /// A rectangle that fills its frame.
    public init() {}
    /// The rectangle filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    var cssRadius: String? { nil }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, CSSShape, PrimitiveView {
    /// A rounded rectangle has no body: GtkUI draws it as a box with a border radius.
    public typealias Body = Never
    /// The size of each corner's rounding.
    public var cornerSize: CGSize
    /// How the corners curve.
    public var style: RoundedCornerStyle
    /// A rectangle whose corners are rounded by `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rectangle whose corners are rounded by `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The rounded rectangle filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    var cssRadius: String? { "\(Int(cornerSize.width.rounded()))px" }
}

/// A rectangle with a radius per corner (SwiftUI's `UnevenRoundedRectangle`).
public struct UnevenRoundedRectangle: Shape, CSSShape, PrimitiveView {
    /// An uneven rounded rectangle has no body: GtkUI draws it as a box with four border radii.
    public typealias Body = Never
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners curve.
    public var style: RoundedCornerStyle
    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// A rectangle with a radius per corner.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius), style: style)
    }
    /// The rectangle filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    var cssRadius: String? {
        let r = cornerRadii
        return [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map { "\(Int($0.rounded()))px" }
            .joined(separator: " ")
    }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, CSSShape, PrimitiveView {
    /// A capsule has no body: GtkUI draws it as a box with fully round ends.
    public typealias Body = Never
    /// How the ends curve (drawn circular).
    public var style: RoundedCornerStyle
    /// A capsule that fills its frame.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
    var cssRadius: String? { "9999px" }
}

/// A circle, centred in its frame with the frame's shorter side as diameter.
public struct Circle: Shape, CSSShape, PrimitiveView {
    /// A circle has no body: GtkUI draws it as a box with a 50% border radius (square the frame to keep it round).
    public typealias Body = Never
    /// A circle that fills its frame.
    public init() {}
    /// The largest circle centred in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    var cssRadius: String? { "50%" }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, CSSShape, PrimitiveView {
    /// An ellipse has no body: GtkUI draws it as a box with a 50% border radius.
    public typealias Body = Never
    /// An ellipse that fills its frame.
    public init() {}
    /// The ellipse inscribed in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var cssRadius: String? { "50%" }
}

/// How rounded corners curve (SwiftUI's `RoundedCornerStyle`); corners are drawn circular.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}
