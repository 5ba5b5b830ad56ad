import CGtk

/// A rectangle in a widget's coordinate space.
public struct Rect: Sendable, Equatable {
    public var x, y, width, height: Double
    /// Creates a rectangle at (`x`, `y`) of the given size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
