import Foundation
import Gtk

/// What a `Canvas` draws with (SwiftUI's `GraphicsContext`): fills and
/// strokes of paths, text, under a transform, a clip and an opacity.
///
/// A value: a copy changed (`var inner = context; inner.opacity = 0.5`)
/// leaves the original as it was, as in SwiftUI.
@MainActor
public struct GraphicsContext {
    let cairo: CairoContext
    let widget: Widget
    let environment: EnvironmentValues
    /// The opacity of what is drawn next (0…1).
    public var opacity: Double = 1
    /// The transform from the canvas's coordinates to the current ones.
    public var transform: CGAffineTransform = .identity
    private var clips: [(path: Path, transform: CGAffineTransform, style: FillStyle)] = []

    init(cairo: CairoContext, widget: Widget, environment: EnvironmentValues) {
        self.cairo = cairo
        self.widget = widget
        self.environment = environment
    }

    /// A colour or gradient to fill or stroke with (SwiftUI's `GraphicsContext.Shading`).
    public struct Shading: Sendable {
        let paint: Paint?

        /// The foreground style.
        public static var foreground: Shading { Shading(paint: nil) }
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(paint: .color(color.css)) }
        /// A colour from red, green and blue components (0…1).
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A style (a colour or gradient; a gradient style fills the whole canvas).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            if style is ForegroundStyle { return foreground }
            return Shading(paint: (style as? any PaintStyle)?.paint ?? .color(style.cssColor))
        }
        /// A linear gradient between two points.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .linear(gradient.stops, start: startPoint, end: endPoint, absolute: true))
        }
        /// A linear gradient between two points.
        public static func linearGradient(
            _ gradient: AnyGradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            linearGradient(gradient.gradient, startPoint: startPoint, endPoint: endPoint, options: options)
        }
        /// A radial gradient around a point.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .radial(gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius, absolute: true))
        }
        /// A radial gradient around a point.
        public static func radialGradient(
            _ gradient: AnyGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            radialGradient(gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options)
        }
        /// A conic gradient, a full turn around a point from `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(paint: .angular(gradient.stops, center: center, start: angle, end: angle + .degrees(360), absolute: true))
        }
        /// A conic gradient, a full turn around a point from `angle`.
        public static func conicGradient(
            _ gradient: AnyGradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            conicGradient(gradient.gradient, center: center, angle: angle, options: options)
        }
    }

    /// How gradients extend beyond their ends (SwiftUI's `GraphicsContext.GradientOptions`); GtkUI pads with the end colours.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient (drawn padded in GtkUI).
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1 << 0) }
        /// Mirror the gradient (drawn padded in GtkUI).
        public static var mirror: GradientOptions { GradientOptions(rawValue: 1 << 1) }
        /// Interpolate in linear colour (drawn non-linear in GtkUI).
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 1 << 2) }
    }

    /// How a clip is applied (SwiftUI's `GraphicsContext.ClipOptions`).
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what is outside the path instead.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1 << 0) }
    }

    // MARK: Transform, clip

    /// Moves the origin by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    /// Scales what follows by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }
    /// Rotates what follows by `angle` (clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }
    /// Applies `matrix` to what follows.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Limits what follows to the inside of `path` (outside with `.inverse`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var path = path
        var style = style
        if options.contains(.inverse) {
            // The inverse: the path plus a huge rectangle, filled even-odd.
            path.addRect(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            style = FillStyle(eoFill: true, antialiased: style.isAntialiased)
        }
        clips.append((path, transform, style))
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        draw(path, shading) {
            cairo.setFillRule(evenOdd: style.isEOFilled)
            cairo.setAntialiased(style.isAntialiased)
            cairo.fill()
        }
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        draw(path, shading) {
            style.apply(to: cairo)
            cairo.stroke()
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` (a unit point of the text's bounds) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        withState {
            let color = text.color ?? environment.controls.foreground ?? "currentColor"
            let rgba = ThemeColors.resolve(color, for: widget).withAlpha(times: opacity)
            cairo.drawText(
                markup: TextMarkup.markup(of: text.runs ?? [text]), in: widget, color: rgba, at: point.x, point.y,
                anchor: (anchor.x, anchor.y))
        }
    }

    /// Draws `text` inside `rect`, from its top leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
    }

    /// Resolves a shading as it will draw (GtkUI resolves shadings when drawing: returns it unchanged).
    public func resolve(_ shading: Shading) -> Shading { shading }

    private func paint(_ shading: Shading) -> Paint {
        (shading.paint ?? environment.controls.foregroundPaint ?? .color(environment.controls.foreground ?? "currentColor"))
            .opacity(opacity)
    }

    private func withState(_ body: () -> Void) {
        cairo.save()
        defer { cairo.restore() }
        for clip in clips {
            cairo.keepingTransform {
                apply(clip.transform)
                cairo.newPath()
                clip.path.replay(on: cairo)
                cairo.setFillRule(evenOdd: clip.style.isEOFilled)
                cairo.clip()
            }
        }
        apply(transform)
        body()
    }

    private func draw(_ path: Path, _ shading: Shading, _ operation: () -> Void) {
        withState {
            cairo.newPath()
            path.replay(on: cairo)
            let bounds = path.boundingRect
            paint(shading).setSource(on: cairo, in: bounds.isNull ? .zero : bounds, widget: widget)
            operation()
        }
    }

    private func apply(_ t: CGAffineTransform) {
        cairo.transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}
