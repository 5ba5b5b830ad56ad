import Foundation

/// A curve that maps progress from 0…1 to progress 0…1, changing the pace
/// of an interpolation (SwiftUI's `UnitCurve`): a `LinearKeyframe`'s
/// timing curve, for instance.
///
/// ```swift
/// LinearKeyframe(1.2, duration: 0.3, timingCurve: .easeOut)
/// ```
public struct UnitCurve: Hashable, Sendable {
    /// The shapes a curve can have.
    private enum Shape: Hashable, Sendable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }
    private let shape: Shape
    /// Whether this is the inverse (mirrored across y = x) of `shape`.
    private let inverted: Bool

    private init(_ shape: Shape, inverted: Bool = false) {
        self.shape = shape
        self.inverted = inverted
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control
    /// points; their x is kept within 0…1 when the curve is evaluated.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            .bezier(
                x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
                x2: Double(endControlPoint.x), y2: Double(endControlPoint.y)))
    }

    /// A straight line: the output progress is the input progress.
    public static let linear = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow, then fast, then slow: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The same curve as `easeInOut`.
    public static let easeInEaseOut = easeInOut
    /// A quarter circle that starts slowly and ends quickly.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle that starts quickly and ends slowly.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Two quarter circles: slow, fast, slow.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The curve mirrored across y = x: where this one maps `a` to `b`, the
    /// inverse maps `b` to `a`.
    public var inverse: UnitCurve {
        if case .bezier(let x1, let y1, let x2, let y2) = shape {
            return UnitCurve(.bezier(x1: y1, y1: x1, x2: y2, y2: x2), inverted: false)
        }
        return UnitCurve(shape, inverted: !inverted)
    }

    /// The output progress at input `progress` (kept within 0…1).
    public func value(at progress: Double) -> Double {
        let x = min(1, max(0, progress))
        guard inverted else { return Self.evaluate(shape, x) }
        // The inverse of an increasing curve: the input at which it gives x.
        var low = 0.0
        var high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if Self.evaluate(shape, middle) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// How fast the output progress changes at input `progress` (kept within 0…1).
    public func velocity(at progress: Double) -> Double {
        let x = min(1, max(0, progress))
        let step = 1e-5
        let (a, b) = (max(0, x - step), min(1, x + step))
        return (value(at: b) - value(at: a)) / (b - a)
    }

    private static func evaluate(_ shape: Shape, _ x: Double) -> Double {
        switch shape {
        case .bezier(let x1, let y1, let x2, let y2):
            return TimingCurve(x1, y1, x2, y2).value(at: x)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
            let u = 2 * x - 2
            return ((1 - u * u).squareRoot() + 1) / 2
        }
    }
}
