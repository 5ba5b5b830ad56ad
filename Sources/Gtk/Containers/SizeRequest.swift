import CGtk

/// A size request in one direction: the least a widget can do with, and
/// what it would like.
public struct SizeRequest: Sendable, Equatable {
    /// The smallest size the widget works at.
    public var minimum: Int
    /// The size the widget would like.
    public var natural: Int
    /// Creates a request.
    public init(minimum: Int, natural: Int) {
        self.minimum = minimum
        self.natural = natural
    }
}
