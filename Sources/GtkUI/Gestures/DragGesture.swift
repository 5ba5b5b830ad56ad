import Foundation

/// A gesture that follows the pointer once it has moved `minimumDistance`
/// points while pressed (SwiftUI's `DragGesture`), on a GtkGestureDrag,
/// which claims the press once the drag starts (so a header bar does not
/// move the window instead).
public struct DragGesture: Gesture, GestureRecognizing {
    /// `DragGesture.Value`: where the drag started, where it is, and when.
    public typealias Body = Never
    /// How far the pointer moves before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The space locations are given in (the view's own; `.global` is not resolved further).
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the pointer moved since the start.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The pointer's speed, in points per second (GTK reports none here: zero).
        public var velocity: CGSize { .zero }
        /// Where the drag would end if it stopped now (its location: no momentum).
        public var predictedEndLocation: CGPoint { location }
        /// The translation the drag would end with (its translation: no momentum).
        public var predictedEndTranslation: CGSize { translation }
    }

    func recognizer(_ downstream: GestureCallbacks<Value>) -> GestureRecognizerSpec {
        GestureRecognizerSpec(kind: .drag(minimumDistance: Double(minimumDistance))) { event in
            switch event {
            case .changed(let start, let location):
                downstream.changed(Value(time: Date(), location: location, startLocation: start))
            case .ended(let start, let location):
                downstream.ended(Value(time: Date(), location: location, startLocation: start))
                downstream.reset()
            case .cancelled: downstream.reset()
            default: break
            }
        }
    }
}
