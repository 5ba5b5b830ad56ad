import Foundation

/// How a change is animated (SwiftUI's `Animation`).
///
/// GtkUI applies changes immediately: an animation is accepted and
/// described, and does not delay the change.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The curve's name, for descriptions.
    let name: String
    /// The duration in seconds.
    let duration: TimeInterval

    /// The name and duration, such as `easeInOut(0.35)`.
    public var description: String { "\(name)(\(duration))" }

    /// The default animation.
    public static let `default` = Animation(name: "default", duration: 0.35)
    /// Constant speed.
    public static let linear = Animation(name: "linear", duration: 0.35)
    /// Constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear", duration: duration) }
    /// Starts slowly.
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    /// Starts slowly, for `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn", duration: duration) }
    /// Ends slowly.
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    /// Ends slowly, for `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut", duration: duration) }
    /// Starts and ends slowly.
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    /// Starts and ends slowly, for `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut", duration: duration) }
    /// A spring.
    public static let spring = Animation(name: "spring", duration: 0.5)
    /// A spring with the given response and damping.
    ///
    /// Disfavoured, as in SwiftUI, so `.spring()` picks `spring(duration:bounce:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825,
        blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(name: "spring", duration: response)
    }
    /// A spring of `duration` seconds with `bounce`.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }
    /// A quick spring for interactive changes.
    public static let interactiveSpring = Animation(name: "interactiveSpring", duration: 0.15)
    /// A spring with a little bounce.
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)
    /// A spring without bounce.
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    /// A quick spring with a little bounce.
    public static let snappy = Animation(name: "snappy", duration: 0.3)

    /// The same animation, `speed` times faster.
    public func speed(_ speed: Double) -> Animation {
        Animation(name: name, duration: speed > 0 ? duration / speed : duration)
    }
    /// The same animation, starting after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// The same animation, repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation, repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` (a state change) with `animation`; GtkUI applies the change
/// immediately (SwiftUI's `withAnimation`).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Animates changes of `value` in this view; GtkUI applies them immediately.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates changes in this view (deprecated in SwiftUI); GtkUI applies them immediately.
    public func animation(_ animation: Animation?) -> some View { self }
}
