import Foundation

/// The keyframes of one property of a value, played one after another
/// (SwiftUI's `KeyframeTrack`); the tracks of a value play together.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.4, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    init(keyPath: WritableKeyPath<Root, Value>, content: Content) {
        self.keyPath = keyPath
        self.content = content
    }

    /// A track of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(keyPath: \.self, content: content())
    }

    /// A track of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.init(keyPath: keyPath, content: content())
    }

    /// `Never`: a track is played as it is.
    public typealias Body = Never
    /// A track has no body.
    public var body: Never { return fatalError("KeyframeTrack has no body") }

    /// The track's curve, planned from the property's initial value.
    public func _appendTracks(to tracks: inout _KeyframeTracks<Root>, initialValue: Root) {
        var list = _KeyframeList<Value>()
        content._appendKeyframes(to: &list)
        let curve = KeyframeCurve(from: initialValue[keyPath: keyPath].animatableData, keyframes: list.keyframes)
        let keyPath = self.keyPath
        tracks.append(duration: curve.duration) { root, time in
            root[keyPath: keyPath].animatableData = curve.value(at: time)
        }
    }
}

/// A track's keyframes planned as pieces of curve, each with its start time,
/// its start and end values and velocities, so a value at a time is one
/// look-up and one evaluation.
struct KeyframeCurve<Data: VectorArithmetic> {
    /// One keyframe's stretch of the curve.
    struct Piece {
        let start: TimeInterval
        let duration: TimeInterval
        let from: Data
        /// Where the piece ends (a spring cut short ends before its target).
        let to: Data
        let shape: Shape
    }
    /// How a piece goes from its start to its end.
    enum Shape {
        case jump
        case linear(UnitCurve)
        /// Hermite cubic with these velocities (value per second) at its ends.
        case cubic(Data, Data)
        /// A spring towards `target - from`, starting with a velocity.
        case spring(Spring, target: Data, velocity: Data)
    }

    let initial: Data
    private(set) var pieces: [Piece] = []
    /// Seconds until the last keyframe is reached.
    private(set) var duration: TimeInterval = 0

    init(from initial: Data, keyframes: [Keyframe<Data>]) {
        self.initial = initial
        var value = initial
        var velocity = Data.zero
        for (index, keyframe) in keyframes.enumerated() {
            let next = keyframes.indices.contains(index + 1) ? keyframes[index + 1] : nil
            let piece = Self.piece(keyframe, next: next, start: duration, from: value, velocity: velocity)
            pieces.append(piece.piece)
            duration += piece.piece.duration
            value = piece.piece.to
            velocity = piece.endVelocity
        }
    }

    /// The piece `keyframe` makes, starting at `start` from `value` moving at
    /// `velocity`, and the velocity it ends with.
    private static func piece(
        _ keyframe: Keyframe<Data>, next: Keyframe<Data>?, start: TimeInterval, from value: Data, velocity: Data
    ) -> (piece: Piece, endVelocity: Data) {
        let duration = keyframe.duration ?? 0
        switch keyframe.motion {
        case .move:
            return (Piece(start: start, duration: 0, from: keyframe.target, to: keyframe.target, shape: .jump), .zero)
        case .linear(let curve):
            let speed = duration > 0 ? curve.velocity(at: 1) / duration : 0
            let piece = Piece(start: start, duration: duration, from: value, to: keyframe.target, shape: .linear(curve))
            return (piece, (keyframe.target - value).scaled(by: speed))
        case .cubic(let startVelocity, let endVelocity):
            let end = endVelocity ?? smoothVelocity(from: value, through: keyframe, next: next)
            let shape = Shape.cubic(startVelocity ?? velocity, end)
            return (Piece(start: start, duration: duration, from: value, to: keyframe.target, shape: shape), end)
        case .spring(let spring, let startVelocity):
            let target = keyframe.target - value
            let initialVelocity = startVelocity ?? velocity
            let length = keyframe.duration ?? spring.settlingDuration
            let end = value + spring.value(target: target, initialVelocity: initialVelocity, time: length)
            let shape = Shape.spring(spring, target: target, velocity: initialVelocity)
            let endVelocity = spring.velocity(target: target, initialVelocity: initialVelocity, time: length)
            return (Piece(start: start, duration: length, from: value, to: end, shape: shape), endVelocity)
        }
    }

    /// The velocity at a cubic keyframe that runs smoothly into the cubic
    /// keyframe after it (Catmull-Rom: the slope from the value before to
    /// the one after); zero when no cubic keyframe follows.
    private static func smoothVelocity(from value: Data, through keyframe: Keyframe<Data>, next: Keyframe<Data>?) -> Data {
        guard let next, case .cubic = next.motion else { return .zero }
        let span = (keyframe.duration ?? 0) + (next.duration ?? 0)
        return span > 0 ? (next.target - value).scaled(by: 1 / span) : .zero
    }

    /// The value at `time` seconds: the initial value before the first
    /// keyframe, the last keyframe's value after the end.
    func value(at time: TimeInterval) -> Data {
        guard time >= 0, let index = pieces.lastIndex(where: { $0.start <= time }) else { return initial }
        let piece = pieces[index]
        let elapsed = time - piece.start
        guard elapsed < piece.duration else { return piece.to }
        let progress = elapsed / piece.duration
        switch piece.shape {
        case .jump:
            return piece.to
        case .linear(let curve):
            return piece.from.interpolated(towards: piece.to, amount: curve.value(at: progress))
        case .cubic(let startVelocity, let endVelocity):
            let (s, d) = (progress, piece.duration)
            let (s2, s3) = (s * s, s * s * s)
            return piece.from.scaled(by: 2 * s3 - 3 * s2 + 1) + startVelocity.scaled(by: (s3 - 2 * s2 + s) * d)
                + piece.to.scaled(by: -2 * s3 + 3 * s2) + endVelocity.scaled(by: (s3 - s2) * d)
        case .spring(let spring, let target, let velocity):
            return piece.from + spring.value(target: target, initialVelocity: velocity, time: elapsed)
        }
    }
}
