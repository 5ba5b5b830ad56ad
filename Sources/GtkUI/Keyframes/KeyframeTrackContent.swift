import Foundation

/// Keyframes of one animatable value, played one after another (SwiftUI's
/// `KeyframeTrackContent`): `LinearKeyframe`, `SpringKeyframe`,
/// `CubicKeyframe`, `MoveKeyframe`, and groups of them.
///
/// ```swift
/// struct Bounce: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         SpringKeyframe(1.3, duration: 0.15)
///         SpringKeyframe(1.0)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }

    /// Appends this content's keyframes, in order, to `keyframes`: how a
    /// track reads them. Implemented by GtkUI's own keyframes; a type of the
    /// app's own gets it from its `body`.
    func _appendKeyframes(to keyframes: inout _KeyframeList<Self.Value>)
}

extension KeyframeTrackContent where Value == Body.Value {
    /// The keyframes of `body`.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        body._appendKeyframes(to: &keyframes)
    }
}

/// The keyframes of a track, in order, as the track plans its curve from them.
///
/// Filled by `KeyframeTrackContent._appendKeyframes(to:)`; apps do not use it.
public struct _KeyframeList<Value: Animatable> {
    var keyframes: [Keyframe<Value.AnimatableData>] = []
}

/// One keyframe, in its value's animatable data: where it goes, how, and
/// in how long.
struct Keyframe<Data: VectorArithmetic> {
    /// How a keyframe moves from the value before it to its own.
    enum Motion {
        /// At once.
        case move
        /// Along a straight line, paced by a curve.
        case linear(UnitCurve)
        /// Along a cubic curve with these velocities at its ends (nil: smooth motion).
        case cubic(start: Data?, end: Data?)
        /// As a spring, starting with this velocity (nil: the one the value has).
        case spring(Spring, start: Data?)
    }
    let target: Data
    /// Seconds the keyframe takes (nil: a spring's settling duration).
    let duration: TimeInterval?
    let motion: Motion
}

/// Two keyframe contents, one after the other: the statements of a block.
struct KeyframeSequence<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second
    var body: Self { self }
    func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        first._appendKeyframes(to: &keyframes)
        second._appendKeyframes(to: &keyframes)
    }
}

/// The keyframes of a `for` loop, one element after another.
struct KeyframeArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    typealias Value = Element.Value
    let elements: [Element]
    var body: Self { self }
    func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        for element in elements { element._appendKeyframes(to: &keyframes) }
    }
}

/// No keyframes.
struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    var body: Self { self }
    func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {}
}

/// Builds a track's keyframes from the statements of a closure (SwiftUI's
/// `KeyframeTrackContentBuilder`): they play one after another.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe, as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }
    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }
    /// A keyframe played after the ones before.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(first: accumulated, second: next)
    }
    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { EmptyKeyframeTrackContent<Value>() }
    /// The keyframes of a loop, one after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeArray(elements: components)
    }
    /// The keyframes of an `if` branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(first))
    }
    /// The keyframes of an `else` branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(second))
    }

    /// The keyframes of one branch of an `if`/`else`.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where ConditionalValue == First.Value, First.Value == Second.Value {
        /// The branch taken.
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage
        /// The keyframes' value type.
        public typealias Value = ConditionalValue
        /// The branch is its own content.
        public var body: Self { self }
        /// The keyframes of the branch taken.
        public func _appendKeyframes(to keyframes: inout _KeyframeList<ConditionalValue>) {
            switch storage {
            case .first(let content): content._appendKeyframes(to: &keyframes)
            case .second(let content): content._appendKeyframes(to: &keyframes)
            }
        }
    }
}
