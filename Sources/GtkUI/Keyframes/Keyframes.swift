import Foundation

/// Changes of a value over time, as keyframe tracks (SwiftUI's `Keyframes`):
/// what a `KeyframeTimeline` or a `keyframeAnimator` plays.
///
/// A type of the app's own composes tracks in its `body`:
///
/// ```swift
/// struct Hop: Keyframes {
///     var body: some Keyframes<CGPoint> {
///         KeyframeTrack(\.y) {
///             SpringKeyframe(-20, duration: 0.2)
///             SpringKeyframe(0)
///         }
///     }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Self.Body.Value
    /// The keyframes these keyframes are made of.
    associatedtype Body: Keyframes
    /// The keyframes these keyframes are made of.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }

    /// Appends the tracks of these keyframes, planned from `initialValue`,
    /// to `tracks`: how a `KeyframeTimeline` reads keyframes. Implemented
    /// by GtkUI's own keyframes; a type of the app's own gets it from its `body`.
    func _appendTracks(to tracks: inout _KeyframeTracks<Self.Value>, initialValue: Self.Value)
}

extension Keyframes where Value == Body.Value {
    /// The tracks of `body`.
    public func _appendTracks(to tracks: inout _KeyframeTracks<Value>, initialValue: Value) {
        body._appendTracks(to: &tracks, initialValue: initialValue)
    }
}

extension Never: Keyframes {
    /// Nothing: `Never` has no tracks.
    public func _appendTracks(to tracks: inout _KeyframeTracks<Never>, initialValue: Never) {}
}

/// The planned tracks of some keyframes, as a `KeyframeTimeline` plays them.
///
/// Filled by `Keyframes._appendTracks(to:initialValue:)`; apps do not use it.
public struct _KeyframeTracks<Root> {
    /// One track: how long it lasts, and what it sets in the root value at a time.
    struct Track {
        let duration: TimeInterval
        let apply: (inout Root, TimeInterval) -> Void
    }
    var tracks: [Track] = []

    /// Adds a track of `duration` seconds that sets its part of the root value with `apply`.
    mutating func append(duration: TimeInterval, apply: @escaping (inout Root, TimeInterval) -> Void) {
        tracks.append(Track(duration: duration, apply: apply))
    }
}

/// No keyframes.
struct EmptyKeyframes<Value>: Keyframes {
    var body: Never { return fatalError("EmptyKeyframes has no body") }
    func _appendTracks(to tracks: inout _KeyframeTracks<Value>, initialValue: Value) {}
}

/// Two groups of keyframes played together: the statements of a `KeyframesBuilder` block.
struct KeyframesPair<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second
    var body: Never { return fatalError("KeyframesPair has no body") }
    func _appendTracks(to tracks: inout _KeyframeTracks<Value>, initialValue: Value) {
        first._appendTracks(to: &tracks, initialValue: initialValue)
        second._appendTracks(to: &tracks, initialValue: initialValue)
    }
}

/// Builds keyframes from the tracks, or the keyframes of one track over the
/// whole value, in a closure (SwiftUI's `KeyframesBuilder`).
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track, or other keyframes, as written.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }
    /// A keyframe of the whole value, as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

    /// The first keyframes of a block.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }
    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }
    /// Keyframes played together with the ones before.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }
    /// A keyframe played after the ones before.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeSequence(first: accumulated, second: next)
    }
    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        EmptyKeyframeTrackContent<Value>()
    }

    /// The keyframes of a loop, one after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    where Value: Animatable {
        KeyframeArray(elements: components)
    }
    /// The keyframes of an `if` branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        .init(storage: .first(first))
    }
    /// The keyframes of an `else` branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        .init(storage: .second(second))
    }

    /// The keyframes built.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Content.Value == Value {
        component
    }
    /// Keyframes of the whole value: one track at `\.self`.
    public static func buildFinalResult<Content: KeyframeTrackContent>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack(keyPath: \.self, content: component)
    }
}
