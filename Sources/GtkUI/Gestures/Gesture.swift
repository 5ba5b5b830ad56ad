import Foundation

/// An input gesture a view recognizes (SwiftUI's `Gesture`), attached with
/// `.gesture(_:)`, recognized by GTK gesture controllers on the view's
/// widgets (GtkGestureClick, GtkGestureLongPress, GtkGestureDrag).
///
/// Compose your own from the built-in ones in `body`:
///
/// ```swift
/// struct Nudge: Gesture {
///     var body: some Gesture { DragGesture(minimumDistance: 4) }
/// }
/// ```
@MainActor
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for the built-in ones).
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never`: no gesture.
    public typealias Value = Never
}

/// Which gestures of a view and its subviews are active (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// A mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gesture.
    public static let none = GestureMask([])
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

/// Where a gesture's callbacks go: the value as it changes, the value it
/// ends with, and the reset when it ends or is cancelled (`@GestureState`).
@MainActor
struct GestureCallbacks<Value> {
    var changed: (Value) -> Void = { _ in }
    var ended: (Value) -> Void = { _ in }
    var reset: () -> Void = {}
}

/// What GTK reports to a recognizer, in the widget's coordinates.
enum GestureEvent {
    case began(CGPoint)
    case changed(start: CGPoint, location: CGPoint)
    case ended(start: CGPoint, location: CGPoint)
    case cancelled
    /// A pinch's scale since its start.
    case scaled(Double)
    /// A rotation's angle since its start, in radians.
    case turned(Double)
    /// A pinch or rotation ended, with its last scale or angle.
    case finished(Double)
}

/// The GTK controller a built-in gesture needs.
enum GestureKind: Equatable {
    case tap(count: Int)
    case longPress(seconds: Double, maximumDistance: Double)
    case drag(minimumDistance: Double)
    case magnify
    case rotate
}

/// A gesture resolved for GTK: the controller it needs and what it does
/// with that controller's events.
@MainActor
struct GestureRecognizerSpec {
    var kind: GestureKind
    var handle: (GestureEvent) -> Void
}

/// The built-in gestures and the modifiers on them: they turn GTK's events
/// into their value and pass it to `downstream`.
@MainActor
protocol GestureRecognizing {
    associatedtype Value
    func recognizer(_ downstream: GestureCallbacks<Value>) -> GestureRecognizerSpec
}

extension GestureRecognizing {
    /// `recognizer` for callbacks of another gesture whose value is this one's.
    func recognizer(erased downstream: Any) -> GestureRecognizerSpec? {
        (downstream as? GestureCallbacks<Value>).map(recognizer)
    }
}

/// Resolves `gesture` (built-in, or made of others through `body`) for GTK.
@MainActor
func gestureRecognizer<G: Gesture>(_ gesture: G, _ downstream: GestureCallbacks<G.Value>) -> GestureRecognizerSpec? {
    if let builtIn = gesture as? any GestureRecognizing { return builtIn.recognizer(erased: downstream) }
    if G.Body.self == Never.self { return nil }
    guard let forBody = downstream as? GestureCallbacks<G.Body.Value> else {
        Diagnostics.warn("\(G.self): its body's value is not its value; the gesture is ignored")
        return nil
    }
    return gestureRecognizer(gesture.body, forBody)
}

extension Gesture where Body == Never {
    /// `Never`: a built-in gesture is recognized by GTK, not made of others.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}
