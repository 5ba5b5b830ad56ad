import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation
/// on Linux lacks): scroll velocities, shadow offsets.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of `dx` across and `dy` down.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of `dx` across and `dy` down.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// A vector of `dx` across and `dy` down.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The zero vector.
    public static var zero: CGVector { CGVector(dx: CGFloat(0), dy: CGFloat(0)) }
}
