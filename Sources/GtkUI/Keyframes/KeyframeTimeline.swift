import Foundation

/// How a value changes over time, from its initial value through keyframes
/// (SwiftUI's `KeyframeTimeline`): the value at any time, without a view.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     KeyframeTrack(\.x) { LinearKeyframe(100, duration: 1) }
///     KeyframeTrack(\.y) { SpringKeyframe(-30, duration: 0.5) }
/// }
/// timeline.duration                  // 1
/// timeline.value(time: 0.5).x        // 50
/// ```
///
/// Each track starts at the initial value's property and plays its
/// keyframes in order; the timeline lasts as long as its longest track,
/// and each track keeps its last value once it is over.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: _KeyframeTracks<Value>

    /// A timeline of `content`'s tracks, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        var tracks = _KeyframeTracks<Value>()
        keyframes._appendTracks(to: &tracks, initialValue: initialValue)
        self.tracks = tracks
    }

    /// Seconds until every track has reached its last keyframe.
    public var duration: TimeInterval { tracks.tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds after the start.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks.tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0: the start, 1: the end) of the duration.
    public func value(progress: Double) -> Value {
        value(time: min(1, max(0, progress)) * duration)
    }
}
