import Foundation

/// A shape that can be drawn inset by an amount (SwiftUI's `InsettableShape`),
/// which is what `strokeBorder` strokes, so the line stays inside the frame.
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
    /// The inset shape's type.
    associatedtype InsetShape: InsettableShape
    /// This shape, `amount` points inside its frame.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Outlines the shape inside its frame with `content`, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    {
        ShapeDrawingView(shape: self, style: content, mode: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }

    /// Outlines the shape inside its frame with `content` in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        ShapeDrawingView(shape: self, style: content, mode: .strokeBorder(style))
    }
}

/// A shape drawn inside its frame by an amount (what built-in shapes' `inset(by:)` returns).
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat
    /// The base shape's path in `rect` inset by the amount (a rounded rectangle's corners shrink with it).
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        if let rounded = base as? RoundedRectangle {
            let size = CGSize(
                width: max(0, rounded.cornerSize.width - amount), height: max(0, rounded.cornerSize.height - amount))
            return Path(roundedRect: inner, cornerSize: size, style: rounded.style)
        }
        return base.path(in: inner)
    }
    /// Further inside.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    /// The rectangle `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle `amount` points inside its frame, its corners smaller by as much.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}
extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}
extension Capsule: InsettableShape {
    /// The capsule `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}
extension Circle: InsettableShape {
    /// The circle `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}
extension Ellipse: InsettableShape {
    /// The ellipse `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A stroked shape as a shape: drawn as its base's outline.
@MainActor
protocol StrokedShapeProtocol {
    var baseShape: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

/// A shape's outline in a stroke style (SwiftUI's `_StrokedShape`).
///
/// Drawn as the stroke of its base; `path(in:)` is the base's path, not
/// the outline of the stroke (GtkUI does not compute stroke outlines).
public struct _StrokedShape<S: Shape>: Shape, StrokedShapeProtocol {
    /// The shape stroked.
    public var shape: S
    /// The stroke.
    public var style: StrokeStyle
    /// `shape` stroked in `style`.
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
    /// The base shape's path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    /// A stroked shape is stroked.
    public static var role: ShapeRole { .stroke }
    var baseShape: any Shape { shape }
    var strokeStyle: StrokeStyle { style }
}

/// The part of a shape's outline between two fractions of its length (`.trim(from:to:)`).
public struct _TrimmedShape<S: Shape>: Shape {
    /// The shape trimmed.
    public var shape: S
    /// Where the kept part starts and ends (0…1).
    public var startFraction: CGFloat, endFraction: CGFloat
    /// The trimmed outline.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
}

/// A shape rotated about a unit point of its frame (SwiftUI's `RotatedShape`).
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// By how much (clockwise on screen).
    public var angle: Angle
    /// About which point of its frame.
    public var anchor: UnitPoint
    /// `shape` rotated by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    /// The rotated outline.
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians)).concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
}

/// A shape moved (SwiftUI's `OffsetShape`); it is still drawn inside its frame.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// By how much.
    public var offset: CGSize
    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    /// The moved outline.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape scaled about a unit point of its frame (SwiftUI's `ScaledShape`).
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The factors.
    public var scale: CGSize
    /// About which point of its frame.
    public var anchor: UnitPoint
    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    /// The scaled outline.
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
}

/// A shape with an affine transform applied (SwiftUI's `TransformedShape`).
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform
    /// `shape` transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    /// The transformed outline.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A type-erased shape (SwiftUI's `AnyShape`).
public struct AnyShape: Shape {
    private let outline: @MainActor (CGRect) -> Path
    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) { outline = { shape.path(in: $0) } }
    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { outline(rect) }
}

extension Shape {
    /// The part of the outline between `startFraction` and `endFraction` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
    /// This shape rotated by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// This shape moved by `offset` (drawn inside its frame).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// This shape moved by `offset` (drawn inside its frame).
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    /// This shape moved by `x`, `y` (drawn inside its frame).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    /// This shape scaled by `x`, `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// This shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// This shape transformed by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A path is a shape: itself, whatever the rect.
extension Path: Shape {
    /// The path itself.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}
