import Foundation

/// A pinch that reports how far the fingers spread (SwiftUI's
/// `MagnifyGesture`), on a GtkGestureZoom: touchscreens and touchpads.
public struct MagnifyGesture: Gesture, GestureRecognizing {
    /// `Never`: recognized by GTK.
    public typealias Body = Never
    /// The least spread that starts the gesture (GTK starts it with two fingers down).
    public var minimumScaleDelta: CGFloat

    /// A pinch.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// The state of a pinch.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The fingers' distance over their starting distance.
        public var magnification: CGFloat
        /// How fast the magnification changes (GTK reports none: zero).
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point (GTK reports none here: the centre).
        public var startAnchor: UnitPoint
        /// Where the pinch started (GTK reports none here: zero).
        public var startLocation: CGPoint
    }

    func recognizer(_ downstream: GestureCallbacks<Value>) -> GestureRecognizerSpec {
        GestureRecognizerSpec(kind: .magnify) { event in
            switch event {
            case .scaled(let scale): downstream.changed(Self.value(scale))
            case .finished(let scale):
                downstream.ended(Self.value(scale))
                downstream.reset()
            default: break
            }
        }
    }

    static func value(_ scale: Double) -> Value {
        Value(time: Date(), magnification: CGFloat(scale), velocity: 0, startAnchor: .center, startLocation: .zero)
    }
}

/// A two-finger rotation (SwiftUI's `RotateGesture`), on a GtkGestureRotate.
public struct RotateGesture: Gesture, GestureRecognizing {
    /// `Never`: recognized by GTK.
    public typealias Body = Never
    /// The least rotation that starts the gesture (GTK starts it with two fingers down).
    public var minimumAngleDelta: Angle

    /// A rotation.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// The state of a rotation.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The angle turned since the start.
        public var rotation: Angle
        /// How fast it turns (GTK reports none: zero).
        public var velocity: Angle
        /// Where it started, as a unit point (the centre).
        public var startAnchor: UnitPoint
        /// Where it started (zero).
        public var startLocation: CGPoint
    }

    func recognizer(_ downstream: GestureCallbacks<Value>) -> GestureRecognizerSpec {
        GestureRecognizerSpec(kind: .rotate) { event in
            switch event {
            case .turned(let radians): downstream.changed(Self.value(radians))
            case .finished(let radians):
                downstream.ended(Self.value(radians))
                downstream.reset()
            default: break
            }
        }
    }

    static func value(_ radians: Double) -> Value {
        Value(time: Date(), rotation: .radians(radians), velocity: .zero, startAnchor: .center, startLocation: .zero)
    }
}

/// The older pinch gesture, whose value is the magnification alone (SwiftUI's `MagnificationGesture`).
public struct MagnificationGesture: Gesture, GestureRecognizing {
    /// The fingers' distance over their starting distance.
    public typealias Value = CGFloat
    /// `Never`: recognized by GTK.
    public typealias Body = Never
    /// The least spread that starts the gesture.
    public var minimumScaleDelta: CGFloat
    /// A pinch.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    func recognizer(_ downstream: GestureCallbacks<CGFloat>) -> GestureRecognizerSpec {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).recognizer(
            GestureCallbacks(
                changed: { downstream.changed($0.magnification) }, ended: { downstream.ended($0.magnification) },
                reset: downstream.reset))
    }
}

/// The older rotation gesture, whose value is the angle alone (SwiftUI's `RotationGesture`).
public struct RotationGesture: Gesture, GestureRecognizing {
    /// The angle turned since the start.
    public typealias Value = Angle
    /// `Never`: recognized by GTK.
    public typealias Body = Never
    /// The least rotation that starts the gesture.
    public var minimumAngleDelta: Angle
    /// A rotation.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    func recognizer(_ downstream: GestureCallbacks<Angle>) -> GestureRecognizerSpec {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).recognizer(
            GestureCallbacks(
                changed: { downstream.changed($0.rotation) }, ended: { downstream.ended($0.rotation) },
                reset: downstream.reset))
    }
}
