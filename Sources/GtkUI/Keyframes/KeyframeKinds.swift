import Foundation

/// A keyframe reached along a straight line, paced by a timing curve
/// (SwiftUI's `LinearKeyframe`).
///
/// ```swift
/// KeyframeTrack(\.opacity) { LinearKeyframe(0.2, duration: 0.4, timingCurve: .easeOut) }
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value.AnimatableData>

    /// Moves to `to` in `duration` seconds, paced by `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = Keyframe(target: to.animatableData, duration: max(0, duration), motion: .linear(timingCurve))
    }

    /// A keyframe is its own content.
    public var body: Self { self }
    /// This keyframe.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) { keyframes.keyframes.append(keyframe) }
}

/// A keyframe reached as a spring moves (SwiftUI's `SpringKeyframe`).
///
/// ```swift
/// SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
/// ```
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value.AnimatableData>

    /// Springs to `to` with `spring`, starting at `startVelocity` (nil: the
    /// velocity the value has).
    ///
    /// The keyframe lasts `duration` seconds, or the
    /// spring's settling duration when nil; a keyframe after a shorter one
    /// starts from wherever the spring is then.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = Keyframe(
            target: to.animatableData, duration: duration.map { max(0, $0) },
            motion: .spring(spring, start: startVelocity?.animatableData))
    }

    /// A keyframe is its own content.
    public var body: Self { self }
    /// This keyframe.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) { keyframes.keyframes.append(keyframe) }
}

/// A keyframe reached along a cubic curve, smooth through the keyframes
/// around it (SwiftUI's `CubicKeyframe`).
///
/// ```swift
/// CubicKeyframe(CGPoint(x: 40, y: -30), duration: 0.3)
/// ```
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value.AnimatableData>

    /// Moves to `to` in `duration` seconds.
    ///
    /// A nil `startVelocity` keeps the
    /// velocity the value has; a nil `endVelocity` is the one that runs
    /// smoothly into a cubic keyframe after this one (zero before any other
    /// keyframe, or at the end).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = Keyframe(
            target: to.animatableData, duration: max(0, duration),
            motion: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))
    }

    /// A keyframe is its own content.
    public var body: Self { self }
    /// This keyframe.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) { keyframes.keyframes.append(keyframe) }
}

/// A keyframe the value jumps to at once (SwiftUI's `MoveKeyframe`).
///
/// ```swift
/// KeyframeTrack(\.scale) { MoveKeyframe(0.5); SpringKeyframe(1.0) }
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value.AnimatableData>

    /// Jumps to `to`, taking no time.
    public init(_ to: Value) {
        keyframe = Keyframe(target: to.animatableData, duration: 0, motion: .move)
    }

    /// A keyframe is its own content.
    public var body: Self { self }
    /// This keyframe.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) { keyframes.keyframes.append(keyframe) }
}
