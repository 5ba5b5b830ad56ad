import Foundation

/// Colours at locations along a gradient (SwiftUI's `Gradient`).
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// ```
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where it is (0…1).
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient (0 start, 1 end).
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient of these stops (sorted by location).
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// A gradient of evenly spaced colours.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
        if colors.count == 1 { stops.append(Stop(color: colors[0], location: 1)) }
    }
}

/// A gradient as a style: from top to bottom.
extension Gradient: ShapeStyle, PaintStyle {
    /// The first colour (where only a colour fits: text, tints).
    public var cssColor: String { stops.first?.color.css ?? "transparent" }
    var paint: Paint { .linear(stops, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1), absolute: false) }
}

/// A type-erased gradient (SwiftUI's `AnyGradient`, as `Color.red.gradient` makes); fills top to bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintStyle {
    let gradient: Gradient
    /// Wraps `gradient`.
    public init(_ gradient: Gradient) { self.gradient = gradient }
    /// The first colour (where only a colour fits).
    public var cssColor: String { gradient.cssColor }
    var paint: Paint { gradient.paint }
}

extension Color {
    /// A subtle gradient of this colour: a little lighter at the top.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [Color(css: "shade(\(css), 1.15)"), self]))
    }
}

/// A gradient along a line between two unit points of the shape (SwiftUI's `LinearGradient`).
public struct LinearGradient: ShapeStyle, PaintStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Evenly spaced `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The first colour (where only a colour fits: text, tints).
    public var cssColor: String { gradient.cssColor }
    var paint: Paint {
        .linear(
            gradient.stops, start: CGPoint(x: startPoint.x, y: startPoint.y), end: CGPoint(x: endPoint.x, y: endPoint.y),
            absolute: false)
    }
}

/// A gradient of circles around a unit point (SwiftUI's `RadialGradient`), radii in points.
public struct RadialGradient: ShapeStyle, PaintStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Circles from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Evenly spaced `colors` from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `stops` from `startRadius` to `endRadius`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The first colour (where only a colour fits).
    public var cssColor: String { gradient.cssColor }
    var paint: Paint {
        .radial(gradient.stops, center: CGPoint(x: center.x, y: center.y), startRadius: startRadius, endRadius: endRadius, absolute: false)
    }
}

/// A gradient of ellipses inscribed in the shape's frame (SwiftUI's `EllipticalGradient`).
public struct EllipticalGradient: ShapeStyle, PaintStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Ellipses from `startRadiusFraction` to `endRadiusFraction` of the frame around `center`.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// Evenly spaced `colors`.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    /// `stops`.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The first colour (where only a colour fits).
    public var cssColor: String { gradient.cssColor }
    var paint: Paint {
        // The fractions are of the frame; cairo's unit circle is half of it.
        .elliptical(
            gradient.stops, center: CGPoint(x: center.x, y: center.y), startFraction: startRadiusFraction * 2,
            endFraction: endRadiusFraction * 2)
    }
}

/// A gradient sweeping around a unit point (SwiftUI's `AngularGradient`); 0° points right.
public struct AngularGradient: ShapeStyle, PaintStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// From `startAngle` to `endAngle` around `center` (equal angles: a full turn).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    /// Evenly spaced `colors` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `stops` from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// Evenly spaced `colors`, a full turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// `stops`, a full turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The first colour (where only a colour fits).
    public var cssColor: String { gradient.cssColor }
    var paint: Paint {
        .angular(gradient.stops, center: CGPoint(x: center.x, y: center.y), start: startAngle, end: endAngle, absolute: false)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of `colors`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A full-turn angular gradient of `colors` starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// The foreground style: what `.foregroundStyle` set, else the theme's text colour (SwiftUI's `ForegroundStyle`).
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}
    /// The element's text colour (CSS `currentColor`).
    public var cssColor: String { "currentColor" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased style (SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    /// The wrapped style's colour.
    public var cssColor: String { base.cssColor }

    @MainActor
    func resolvedPaint(_ environment: EnvironmentValues) -> Paint {
        func open<S: ShapeStyle>(_ style: S) -> Paint { GtkUI.paint(of: style, environment: environment) }
        return open(base)
    }
}

extension AnyShapeStyle: PaintStyle {
    var paint: Paint { (base as? any PaintStyle)?.paint ?? .color(base.cssColor) }
}
