import Foundation

/// A gesture that ends when the view is clicked (tapped) `count` times in
/// a row (SwiftUI's `TapGesture`), on a GtkGestureClick: the action runs
/// when the last press is released over the view.
public struct TapGesture: Gesture, GestureRecognizing {
    /// `Void`: a tap carries no value.
    public typealias Value = Void
    /// `Never`: recognized by GTK.
    public typealias Body = Never
    /// How many clicks in a row end the gesture.
    public var count: Int
    /// A gesture of `count` clicks in a row.
    public init(count: Int = 1) { self.count = count }

    func recognizer(_ downstream: GestureCallbacks<Void>) -> GestureRecognizerSpec {
        GestureRecognizerSpec(kind: .tap(count: max(1, count))) { event in
            if case .ended = event { downstream.ended(()) }
        }
    }
}

/// A gesture that ends when the view is pressed and held for
/// `minimumDuration` seconds (SwiftUI's `LongPressGesture`), on a
/// GtkGestureLongPress: its value is `true` once the press is recognized.
public struct LongPressGesture: Gesture, GestureRecognizing {
    /// Whether the press is held (`true` once recognized).
    public typealias Value = Bool
    /// `Never`: recognized by GTK.
    public typealias Body = Never
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move during the press (GTK's own drag threshold applies).
    public var maximumDistance: CGFloat

    /// A press of `minimumDuration` seconds; GTK scales its long-press time (0.5 s) to it.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func recognizer(_ downstream: GestureCallbacks<Bool>) -> GestureRecognizerSpec {
        GestureRecognizerSpec(kind: .longPress(seconds: minimumDuration, maximumDistance: Double(maximumDistance))) {
            event in
            switch event {
            case .ended:
                downstream.changed(true)
                downstream.ended(true)
                downstream.reset()
            case .cancelled: downstream.reset()
            default: break
            }
        }
    }
}
