import Foundation

/// A value that can be added, subtracted and scaled: what animations and
/// keyframes interpolate (SwiftUI's `VectorArithmetic`).
///
/// ```swift
/// let halfway = 10.0.interpolated(towards: 20, amount: 0.5)  // 15
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself: how far it is from zero, squared.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves the value `amount` of the way (0: not at all, 1: all the way) towards `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value `amount` of the way (0: this one, 1: `other`) towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The number squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The number squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The number squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated as one (SwiftUI's `AnimatablePair`): a
/// point's x and y, a size's width and height.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: Self { Self(.zero, .zero) }
    /// The pairs added value by value.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// The pairs subtracted value by value.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Adds `rhs` to `lhs`, value by value.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// Subtracts `rhs` from `lhs`, value by value.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of a type with nothing to animate (SwiftUI's `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The one value.
    public init() {}
    /// The one value.
    public static var zero: Self { Self() }
    /// The one value.
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    /// The one value.
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    /// Nothing to add.
    public static func += (lhs: inout Self, rhs: Self) {}
    /// Nothing to subtract.
    public static func -= (lhs: inout Self, rhs: Self) {}
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// A type whose values animations and keyframes can interpolate, through
/// its `animatableData` (SwiftUI's `Animatable`).
///
/// Numbers, points, sizes, rectangles and angles are animatable; a
/// type of the app's own gives its animatable parts as a pair:
///
/// ```swift
/// struct Wobble: Animatable {
///     var angle = 0.0, scale = 1.0
///     var animatableData: AnimatablePair<Double, Double> {
///         get { AnimatablePair(angle, scale) }
///         set { (angle, scale) = (newValue.first, newValue.second) }
///     }
/// }
/// ```
///
/// GtkUI interpolates animatable values in keyframe timelines
/// (`KeyframeTimeline`, `keyframeAnimator`); views and shapes are not
/// animated through their `animatableData`.
public protocol Animatable {
    /// The type that holds the value's animatable parts.
    associatedtype AnimatableData: VectorArithmetic
    /// The value's animatable parts, read and written while it animates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing: the value does not animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// The x and y coordinates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// The x and y positions.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
