import Foundation
import Gtk

/// What a style paints with, resolved from a `ShapeStyle`: a CSS colour
/// or a gradient, drawn by CSS on boxes and by cairo on paths.
enum Paint: Equatable, Sendable {
    /// A gradient's colours, as CSS colours, at their locations (0…1).
    typealias Stops = [Gradient.Stop]

    case color(String)
    /// From `start` to `end`: unit points of the shape's rect, or points when `absolute`.
    case linear(Stops, start: CGPoint, end: CGPoint, absolute: Bool)
    /// Circles around `center` (a unit point, or a point when `absolute`), radii in points.
    case radial(Stops, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, absolute: Bool)
    /// Ellipses inscribed in the rect, centred on the unit point `center`, radii as fractions of it.
    case elliptical(Stops, center: CGPoint, startFraction: CGFloat, endFraction: CGFloat)
    /// Around `center` (a unit point, or a point when `absolute`) from `start` to `end`.
    case angular(Stops, center: CGPoint, start: Angle, end: Angle, absolute: Bool)

    var isGradient: Bool { if case .color = self { false } else { true } }

    /// The paint with every colour's opacity multiplied by `opacity`.
    func opacity(_ opacity: Double) -> Paint {
        guard opacity < 1 else { return self }
        func fade(_ stops: Stops) -> Stops { stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) } }
        switch self {
        case .color(let css): return .color(Color(css: css).opacity(opacity).css)
        case .linear(let s, let a, let b, let abs): return .linear(fade(s), start: a, end: b, absolute: abs)
        case .radial(let s, let c, let r0, let r1, let abs):
            return .radial(fade(s), center: c, startRadius: r0, endRadius: r1, absolute: abs)
        case .elliptical(let s, let c, let f0, let f1): return .elliptical(fade(s), center: c, startFraction: f0, endFraction: f1)
        case .angular(let s, let c, let a0, let a1, let abs): return .angular(fade(s), center: c, start: a0, end: a1, absolute: abs)
        }
    }

    // MARK: CSS (boxes)

    /// The CSS declaration painting a box's background with this paint.
    var cssBackground: String {
        switch self {
        case .color(let css): return "background-color: \(css);"
        default: return "background-image: \(cssImage);"
        }
    }

    /// The paint as a CSS image (a colour as a one-colour gradient).
    var cssImage: String {
        func pct(_ value: CGFloat) -> String { "\(Paint.format(value * 100))%" }
        switch self {
        case .color(let css):
            return "linear-gradient(\(css), \(css))"
        case .linear(let stops, let start, let end, _):
            // CSS's gradient line for an angle runs through the box's centre to its far corners;
            // the stops are moved so that the start and end points keep their colours (exact on a square).
            let dx = end.x - start.x
            let dy = end.y - start.y
            let angle = atan2(dx, -dy)
            let (ux, uy) = (sin(angle), -cos(angle))
            let length = abs(ux) + abs(uy)
            func along(_ p: CGPoint) -> CGFloat { ((p.x - 0.5) * ux + (p.y - 0.5) * uy) / length + 0.5 }
            let (t0, t1) = (along(start), along(end))
            let list = stops.map { "\($0.color.css) \(pct(t0 + $0.location * (t1 - t0)))" }
            return "linear-gradient(\(Paint.format(angle * 180 / .pi))deg, \(list.joined(separator: ", ")))"
        case .radial(let stops, let center, let r0, let r1, _):
            let list = stops.map { "\($0.color.css) \(Paint.format(r0 + $0.location * (r1 - r0)))px" }
            return "radial-gradient(circle \(Paint.format(max(r1, 0.01)))px at \(pct(center.x)) \(pct(center.y)), "
                + "\(list.joined(separator: ", ")))"
        case .elliptical(let stops, let center, let f0, let f1):
            let list = stops.map { "\($0.color.css) \(pct(f0 + $0.location * (f1 - f0)))" }
            return "radial-gradient(ellipse 50% 50% at \(pct(center.x)) \(pct(center.y)), \(list.joined(separator: ", ")))"
        case .angular(let stops, let center, let start, let end, _):
            let span = end.degrees - start.degrees
            let list = stops.map { "\($0.color.css) \(Paint.format($0.location * span))deg" }
            // SwiftUI's 0° points right (+x); CSS's points up.
            return "conic-gradient(from \(Paint.format(start.degrees + 90))deg at \(pct(center.x)) \(pct(center.y)), "
                + "\(list.joined(separator: ", ")))"
        }
    }

    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }

    // MARK: Cairo (paths)

    /// Sets this paint as `cairo`'s source for drawing in `rect`, colours resolved against `widget`'s theme.
    @MainActor
    func setSource(on cairo: CairoContext, in rect: CGRect, widget: Widget) {
        func stops(_ list: Stops) -> [CairoContext.Stop] {
            list.map { (Double($0.location), ThemeColors.resolve($0.color.css, for: widget)) }
        }
        func point(_ p: CGPoint, _ absolute: Bool) -> CGPoint {
            absolute ? p : CGPoint(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height)
        }
        switch self {
        case .color(let css):
            cairo.setSource(ThemeColors.resolve(css, for: widget))
        case .linear(let list, let start, let end, let absolute):
            let (a, b) = (point(start, absolute), point(end, absolute))
            cairo.setLinearGradient(from: a.x, a.y, to: b.x, b.y, stops: stops(list))
        case .radial(let list, let center, let r0, let r1, let absolute):
            let c = point(center, absolute)
            cairo.setRadialGradient(centerX: c.x, centerY: c.y, r0: r0, r1: r1, stops: stops(list))
        case .elliptical(let list, let center, let f0, let f1):
            let c = point(center, false)
            cairo.setRadialGradient(
                centerX: c.x, centerY: c.y, r0: f0, r1: f1, scaleX: max(rect.width / 2, 0.01),
                scaleY: max(rect.height / 2, 0.01), stops: stops(list))
        case .angular(let list, let center, let start, let end, let absolute):
            let c = point(center, absolute)
            let reach = hypot(max(abs(rect.minX - c.x), abs(rect.maxX - c.x)), max(abs(rect.minY - c.y), abs(rect.maxY - c.y)))
            cairo.setConicGradient(
                centerX: c.x, centerY: c.y, startAngle: start.radians, endAngle: end.radians, radius: max(reach, 1) * 1.5,
                stops: stops(list))
        }
    }
}

/// Styles that paint with more than a colour (gradients); the others paint their `cssColor`.
protocol PaintStyle {
    var paint: Paint { get }
}

/// The paint of `style`; the foreground style paints `foreground` (the environment's).
@MainActor
func paint(of style: some ShapeStyle, environment: EnvironmentValues) -> Paint {
    if style is ForegroundStyle {
        return environment.controls.foregroundPaint ?? .color(environment.controls.foreground ?? "@theme_fg_color")
    }
    if let erased = style as? AnyShapeStyle { return erased.resolvedPaint(environment) }
    return (style as? any PaintStyle)?.paint ?? .color(style.cssColor)
}

/// The CSS declaration painting a box's background with `style`.
func cssBackground(_ style: some ShapeStyle) -> String {
    ((style as? any PaintStyle)?.paint ?? .color(style.cssColor)).cssBackground
}

/// Theme colours for cairo: the CSS colours GtkUI writes, resolved as GTK's style would.
@MainActor
enum ThemeColors {
    /// `css` as RGBA: "#…", "rgb(…)", "transparent", "@theme_name" (the widget's theme),
    /// "alpha(colour, a)", "currentColor" (the widget's text colour).
    static func resolve(_ css: String, for widget: Widget) -> RGBA {
        let value = css.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("alpha("), value.hasSuffix(")"), let comma = value.lastIndex(of: ",") {
            let inner = String(value[value.index(value.startIndex, offsetBy: 6)..<comma])
            let factor =
                Double(value[value.index(after: comma)..<value.index(before: value.endIndex)].trimmingCharacters(in: .whitespaces)) ?? 1
            return resolve(inner, for: widget).withAlpha(times: factor)
        }
        if value.hasPrefix("shade("), value.hasSuffix(")"), let comma = value.lastIndex(of: ",") {
            let inner = String(value[value.index(value.startIndex, offsetBy: 6)..<comma])
            let factor =
                Double(value[value.index(after: comma)..<value.index(before: value.endIndex)].trimmingCharacters(in: .whitespaces)) ?? 1
            let base = resolve(inner, for: widget)
            let white = RGBA(red: 1, green: 1, blue: 1, alpha: base.alpha)
            return factor >= 1
                ? base.mix(white, min(1, factor - 1)) : base.mix(RGBA(red: 0, green: 0, blue: 0, alpha: base.alpha), 1 - factor)
        }
        if value == "currentColor" { return widget.styleColor }
        if value.hasPrefix("@") {
            let name = String(value.dropFirst())
            if let color = widget.lookupColor(name) { return color }
            return name == "theme_fg_color" ? widget.styleColor : RGBA(red: 0.21, green: 0.52, blue: 0.89)
        }
        return RGBA(parsing: value) ?? widget.styleColor
    }
}
