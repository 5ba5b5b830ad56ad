import Foundation

/// How a change is animated (SwiftUI's `Animation`): a timing curve, a
/// duration, a delay and how often it runs.
///
/// GtkUI animates with GTK: a view's `.transition` through a
/// `GtkRevealer`, `.opacity` frame by frame, and the drawing effects
/// (`rotationEffect`, `scaleEffect`, `blur`…) through CSS transitions.
/// Other changes apply at once. Springs run as a curve of their duration
/// (a bouncy spring overshoots a little), not as a physical simulation.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The curve's name, for descriptions.
    let name: String
    /// The duration in seconds, before `speed` and `delay`.
    let duration: TimeInterval
    /// How progress follows time.
    let curve: TimingCurve
    /// Seconds to wait before starting.
    var delay: TimeInterval = 0
    /// How many times faster than `duration` it runs.
    var speed: Double = 1
    /// How many times it runs (nil: for ever), and whether every other run goes backwards.
    var repeats: (count: Int?, autoreverses: Bool)?

    init(name: String, duration: TimeInterval, curve: TimingCurve) {
        self.name = name
        self.duration = duration
        self.curve = curve
    }

    /// The name and duration, such as `easeInOut(0.35)`.
    public var description: String { "\(name)(\(duration))" }

    /// Equal when every setting is.
    public static func == (a: Animation, b: Animation) -> Bool {
        a.name == b.name && a.duration == b.duration && a.curve == b.curve && a.delay == b.delay
            && a.speed == b.speed && a.repeats?.count == b.repeats?.count
            && a.repeats?.autoreverses == b.repeats?.autoreverses
    }

    /// Seconds one run lasts, at its speed.
    var runDuration: TimeInterval { speed > 0 ? duration / speed : duration }
    /// Milliseconds one run lasts, at its speed (what GTK's transitions take).
    var milliseconds: Int { Int((runDuration * 1000).rounded()) }
    /// Seconds until the animation is over: the delay and every run (the
    /// first run only, when it repeats for ever).
    var totalDuration: TimeInterval { delay + runDuration * Double(max(1, repeats?.count ?? 1)) }

    /// The default animation: ease in and out over 0.35 seconds.
    public static let `default` = Animation(name: "default", duration: 0.35, curve: .easeInOut)
    /// Constant speed.
    public static let linear = Animation(name: "linear", duration: 0.35, curve: .linear)
    /// Constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(name: "linear", duration: duration, curve: .linear)
    }
    /// Starts slowly.
    public static let easeIn = Animation(name: "easeIn", duration: 0.35, curve: .easeIn)
    /// Starts slowly, for `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(name: "easeIn", duration: duration, curve: .easeIn)
    }
    /// Ends slowly.
    public static let easeOut = Animation(name: "easeOut", duration: 0.35, curve: .easeOut)
    /// Ends slowly, for `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(name: "easeOut", duration: duration, curve: .easeOut)
    }
    /// Starts and ends slowly.
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35, curve: .easeInOut)
    /// Starts and ends slowly, for `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(name: "easeInOut", duration: duration, curve: .easeInOut)
    }
    /// A cubic Bézier timing curve through (0, 0), the two control points
    /// and (1, 1), lasting `duration` seconds.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(name: "timingCurve", duration: duration, curve: TimingCurve(p1x, p1y, p2x, p2y))
    }

    /// A spring.
    public static let spring = Animation.spring(duration: 0.5, bounce: 0)
    /// A spring with the given response and damping.
    ///
    /// Disfavoured, as in SwiftUI, so `.spring()` picks `spring(duration:bounce:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825,
        blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(duration: response, bounce: 1 - dampingFraction)
    }
    /// A spring of `duration` seconds with `bounce` (0: none, 1: the most).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration, curve: .spring(bounce: bounce))
    }
    /// A spring of the given stiffness and damping; it lasts as long as
    /// such a spring takes to settle (within 2 %), at most two seconds.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        let settle = damping > 0 ? 8 * mass / damping : 2
        let dampingRatio = stiffness > 0 && mass > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
        return Animation(
            name: "interpolatingSpring", duration: min(2, max(0.1, settle)),
            curve: .spring(bounce: 1 - min(1, dampingRatio)))
    }
    /// A spring of `duration` seconds with `bounce`, that keeps its velocity.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(name: "interpolatingSpring", duration: duration, curve: .spring(bounce: bounce))
    }
    /// A quick spring for interactive changes.
    public static let interactiveSpring = Animation.spring(duration: 0.15, bounce: 0)
    /// A quick spring for interactive changes, with the given response and damping.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: response, bounce: 1 - dampingFraction)
    }
    /// A spring with a little bounce.
    public static let bouncy = Animation.bouncy(duration: 0.5)
    /// A spring with a little bounce, `extraBounce` more.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// A spring without bounce.
    public static let smooth = Animation.smooth(duration: 0.5)
    /// A spring without bounce, unless `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A quick spring with a little bounce.
    public static let snappy = Animation.snappy(duration: 0.5)
    /// A quick spring with a little bounce, `extraBounce` more.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// The same animation, `speed` times faster.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed = self.speed * (speed > 0 ? speed : 1)
        return copy
    }
    /// The same animation, starting after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay = self.delay + max(0, delay)
        return copy
    }
    /// The same animation, run `repeatCount` times; with `autoreverses`,
    /// every other run goes back.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = (max(1, repeatCount), autoreverses)
        return copy
    }
    /// The same animation, run for ever; with `autoreverses`, every other
    /// run goes back.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = (nil, autoreverses)
        return copy
    }
}

/// How an animation's progress follows time: a cubic Bézier curve from
/// (0, 0) to (1, 1), as CSS's `cubic-bezier()`.
struct TimingCurve: Equatable, Sendable {
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.p1x = min(1, max(0, p1x))
        self.p1y = p1y
        self.p2x = min(1, max(0, p2x))
        self.p2y = p2y
    }

    static let linear = TimingCurve(0, 0, 1, 1)
    static let easeIn = TimingCurve(0.42, 0, 1, 1)
    static let easeOut = TimingCurve(0, 0, 0.58, 1)
    static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// A spring's curve: ends slowly, overshooting by up to a tenth with `bounce` 1.
    static func spring(bounce: Double) -> TimingCurve {
        let bounce = min(1, max(0, bounce))
        return TimingCurve(0.25, 1 + 0.6 * bounce, 0.35 - 0.1 * bounce, 1)
    }

    /// The curve as a CSS timing function.
    var css: String {
        if self == .linear { return "linear" }
        return "cubic-bezier(\(Self.number(p1x)), \(Self.number(p1y)), \(Self.number(p2x)), \(Self.number(p2y)))"
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The progress at `time` (0…1 of the duration): the curve's y where its x is `time`.
    func value(at time: Double) -> Double {
        let x = min(1, max(0, time))
        if self == .linear { return x }
        // Bisection on the curve's parameter: x(t) increases with t.
        var low = 0.0
        var high = 1.0
        var t = x
        for _ in 0..<30 {
            let current = Self.bezier(t, p1x, p2x)
            if abs(current - x) < 1e-6 { break }
            if current < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return Self.bezier(t, p1y, p2y)
    }

    private static func bezier(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }
}

/// Runs `body` (a state change) with `animation`: the views it changes
/// animate as the animation says (SwiftUI's `withAnimation`).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, then calls `completion` once the
/// animation is over.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// When an animation counts as over, for its completion (SwiftUI's
/// `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removesOnly: Bool
    /// When the animated value has reached its end.
    public static let logicallyComplete = AnimationCompletionCriteria(removesOnly: false)
    /// When the animation is removed (GtkUI: when it ends, as `logicallyComplete`).
    public static let removed = AnimationCompletionCriteria(removesOnly: true)
}
