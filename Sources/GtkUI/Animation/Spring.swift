import Foundation

/// A damped spring's motion (SwiftUI's `Spring`): the curve of a
/// `SpringKeyframe`, and a way to convert between the ways of describing
/// a spring (duration and bounce; response and damping ratio; mass,
/// stiffness and damping).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness  // 157.9
/// spring.value(target: 1.0, time: 0.25)
/// ```
///
/// Values are computed from the spring's equation of motion, starting at
/// zero and moving towards `target`.
public struct Spring: Hashable, Sendable {
    /// The period of the undamped spring, in seconds.
    public let duration: TimeInterval
    /// The amount of damping as a fraction of critical damping (1: none
    /// overshoots; below 1 it bounces; above 1 it is overdamped).
    public let dampingRatio: Double
    /// The mass on the spring.
    public let mass: Double

    private init(duration: TimeInterval, dampingRatio: Double, mass: Double) {
        self.duration = max(duration, 1e-6)
        self.dampingRatio = max(0, dampingRatio)
        self.mass = mass > 0 ? mass : 1
    }

    /// A spring of pace `duration` and `bounce` (0: none; up to 1: undamped;
    /// down to -1: overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let bounce = min(1, max(-1, bounce))
        self.init(duration: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999)), mass: 1)
    }

    /// A spring whose undamped period is `response`, damped by `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, dampingRatio: dampingRatio, mass: 1)
    }

    /// A spring of the given physical properties; unless `allowOverDamping`,
    /// a damping ratio above 1 is taken as 1.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass > 0 ? mass : 1
        let stiffness = max(stiffness, 1e-9)
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(
            duration: 2 * .pi * (mass / stiffness).squareRoot(), dampingRatio: allowOverDamping ? ratio : min(1, ratio), mass: mass)
    }

    /// A spring that comes to rest (within `epsilon` of a unit target) in
    /// about `settlingDuration` seconds, damped by `dampingRatio`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // Settling time scales with the period: measure a spring of period 1 and scale it.
        let reference = Spring(duration: 1, dampingRatio: dampingRatio, mass: 1).settlingDuration(target: 1.0, epsilon: epsilon)
        self.init(duration: max(settlingDuration, 1e-6) / max(reference, 1e-6), dampingRatio: dampingRatio, mass: 1)
    }

    /// A spring with no bounce.
    public static var smooth: Spring { Spring() }
    /// A spring with no bounce, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a little bounce (0.15).
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// A spring with a little bounce (0.15), plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with more bounce (0.3).
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    /// A spring with more bounce (0.3), plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// How bouncy the spring is: 0 none, up to 1 undamped, below 0 overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The undamped period, as `duration`.
    public var response: Double { duration }
    /// The spring's stiffness.
    public var stiffness: Double { mass * (2 * .pi / duration) * (2 * .pi / duration) }
    /// The damping coefficient.
    public var damping: Double { 4 * .pi * dampingRatio * mass / duration }
    /// About how long the spring takes to come to rest at a unit target from rest (within 0.001).
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    /// How long until the spring stays within `epsilon` of `target`.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let step = 1.0 / 240
        let limit = max(10, 40 * duration)
        var settled = 0.0
        var time = 0.0
        while time <= limit {
            let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
            if offset.magnitudeSquared.squareRoot() > epsilon { settled = time + step }
            time += step
        }
        return settled
    }

    /// The spring's position after `time` seconds, having started at zero
    /// with `initialVelocity`, moving towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (displacement, velocity) = response(at: time)
        // The offset from the target starts at -target and decays.
        return target - target.scaled(by: displacement) + initialVelocity.scaled(by: velocity)
    }

    /// The spring's velocity after `time` seconds, as `value` moves.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let step = 1e-4
        let (d0, v0) = response(at: time - step)
        let (d1, v1) = response(at: time + step)
        let scale = 1 / (2 * step)
        return initialVelocity.scaled(by: (v1 - v0) * scale) - target.scaled(by: (d1 - d0) * scale)
    }

    /// The spring's value after `time` seconds moving from `fromValue` to `toValue`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData =
            fromValue.animatableData
            + value(
                target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData,
                time: time)
        return result
    }

    /// The spring's velocity after `time` seconds moving from `fromValue` to `toValue`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData,
            time: time)
        return result
    }

    /// The damped oscillator's offset at `time` for a unit initial offset
    /// (`displacement`), and for a unit initial velocity (`velocity`).
    private func response(at time: TimeInterval) -> (displacement: Double, velocity: Double) {
        let omega = 2 * .pi / duration
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-6 {
            let decay = exp(-omega * time)
            return (decay * (1 + omega * time), decay * time)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * time)
            let (cosine, sine) = (cos(damped * time), sin(damped * time))
            return (decay * (cosine + zeta * omega / damped * sine), decay * sine / damped)
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let (slow, fast) = (-zeta * omega + spread, -zeta * omega - spread)
        let (slowDecay, fastDecay) = (exp(slow * time), exp(fast * time))
        return ((fast * slowDecay - slow * fastDecay) / (fast - slow), (fastDecay - slowDecay) / (fast - slow))
    }
}

extension Animation {
    /// A spring animation of `spring`'s pace and bounce.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation.spring(duration: spring.duration, bounce: spring.bounce, blendDuration: blendDuration)
    }

    /// An interpolating spring animation of `spring`'s pace and bounce.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation.interpolatingSpring(duration: spring.duration, bounce: spring.bounce, initialVelocity: initialVelocity)
    }
}
