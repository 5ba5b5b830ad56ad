import Foundation

/// Drawing effects worked out from a view's geometry (`.visualEffect`) or
/// its scroll phase (`.scrollTransition`), applied without changing its
/// layout (SwiftUI's `VisualEffect`).
///
/// A chain starts from the `EmptyVisualEffect` the closure is given:
///
/// ```swift
/// .scrollTransition { content, phase in
///     content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
/// }
/// ```
///
/// The effects are drawn with CSS on the view's widget (`opacity`,
/// `filter`, `transform`), as the view modifiers of the same names are.
/// GtkUI has no `Animatable`, so this protocol does not refine it; the
/// effects GtkUI builds are interpolated between phases all the same.
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing: where a chain of effects starts (SwiftUI's `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect.
    public init() {}
}

/// The effects a `VisualEffect` method chain built, innermost first.
struct VisualEffectChain: VisualEffect {
    var steps: [VisualEffectStep]
}

/// One effect of a chain, with the numbers it is drawn from (so that two
/// phases' chains can be interpolated).
enum VisualEffectStep: Equatable, Sendable {
    case opacity(Double)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(degrees: Double, anchor: UnitPoint)
    case offset(x: Double, y: Double)
    case blur(Double)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(degrees: Double)

    /// The step's CSS.
    var stack: EffectStack {
        let number = EffectStack.number
        switch self {
        case .opacity(let value): return EffectStack(opacity: value)
        case .scale(let x, let y, let anchor):
            return EffectStack(transforms: ["scale(\(number(x)), \(number(y)))"], anchor: anchor)
        case .rotation(let degrees, let anchor):
            return EffectStack(transforms: ["rotate(\(number(degrees))deg)"], anchor: anchor)
        case .offset(let x, let y): return EffectStack(transforms: ["translate(\(number(x))px, \(number(y))px)"])
        case .blur(let radius): return EffectStack(filters: ["blur(\(number(radius))px)"])
        case .brightness(let amount): return EffectStack(filters: ["brightness(\(number(1 + amount)))"])
        case .contrast(let amount): return EffectStack(filters: ["contrast(\(number(amount)))"])
        case .saturation(let amount): return EffectStack(filters: ["saturate(\(number(amount)))"])
        case .grayscale(let amount): return EffectStack(filters: ["grayscale(\(number(amount)))"])
        case .hueRotation(let degrees): return EffectStack(filters: ["hue-rotate(\(number(degrees))deg)"])
        }
    }

    /// The numbers the step is drawn from, and the step made from others like them.
    private var numbers: [Double] {
        switch self {
        case .opacity(let value), .blur(let value), .brightness(let value), .contrast(let value),
            .saturation(let value), .grayscale(let value), .hueRotation(let value):
            return [value]
        case .scale(let x, let y, _), .offset(let x, let y): return [x, y]
        case .rotation(let degrees, _): return [degrees]
        }
    }

    private func with(_ values: [Double]) -> VisualEffectStep {
        switch self {
        case .opacity: return .opacity(values[0])
        case .blur: return .blur(values[0])
        case .brightness: return .brightness(values[0])
        case .contrast: return .contrast(values[0])
        case .saturation: return .saturation(values[0])
        case .grayscale: return .grayscale(values[0])
        case .hueRotation: return .hueRotation(degrees: values[0])
        case .scale(_, _, let anchor): return .scale(x: values[0], y: values[1], anchor: anchor)
        case .offset: return .offset(x: values[0], y: values[1])
        case .rotation(_, let anchor): return .rotation(degrees: values[0], anchor: anchor)
        }
    }

    /// The step `fraction` of the way from this one to `other`, or nil
    /// when they are different effects (or pivot on different anchors).
    func interpolated(to other: VisualEffectStep, _ fraction: Double) -> VisualEffectStep? {
        guard numbers.count == other.numbers.count, with(other.numbers) == other else { return nil }
        return with(zip(numbers, other.numbers).map { $0 + ($1 - $0) * fraction })
    }

    /// The chain `fraction` of the way from `from` to `to`: step by step
    /// when the chains have the same effects in the same order, else the
    /// nearer of the two.
    static func interpolate(_ from: [VisualEffectStep], _ to: [VisualEffectStep], _ fraction: Double) -> [VisualEffectStep] {
        guard from.count == to.count else { return fraction < 0.5 ? from : to }
        var steps: [VisualEffectStep] = []
        for (start, end) in zip(from, to) {
            guard let step = start.interpolated(to: end, fraction) else { return fraction < 0.5 ? from : to }
            steps.append(step)
        }
        return steps
    }
}

extension VisualEffect {
    /// The effects of this chain, innermost first.
    var steps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> VisualEffectChain { VisualEffectChain(steps: steps + [step]) }

    /// Draws the view with `opacity` (0 transparent … 1 opaque; CSS `opacity`).
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Scales the drawing by `scale` both ways around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(x: Double(scale), y: Double(scale), anchor: anchor))
    }

    /// Scales the drawing by `scale`'s width and height around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(x: Double(scale.width), y: Double(scale.height), anchor: anchor))
    }

    /// Scales the drawing by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(x: Double(x), y: Double(y), anchor: anchor))
    }

    /// Rotates the drawing by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(degrees: angle.degrees, anchor: anchor))
    }

    /// Draws the view `offset` points away from its place (CSS `translate`).
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.offset(x: Double(offset.width), y: Double(offset.height)))
    }

    /// Draws the view `x` points right and `y` points down of its place.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(x: Double(x), y: Double(y))) }

    /// Blurs the drawing by `radius` points; `opaque` is ignored.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(Double(radius))) }

    /// Brightens the drawing by `amount` (-1…1, 0 unchanged).
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }

    /// Scales the drawing's contrast by `amount`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }

    /// Scales the drawing's colour saturation by `amount`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }

    /// Takes away `amount` (0…1) of the drawing's colour.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }

    /// Shifts the drawing's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(degrees: angle.degrees)) }
}
