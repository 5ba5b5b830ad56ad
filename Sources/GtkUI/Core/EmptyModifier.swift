/// A modifier that changes nothing (SwiftUI's `EmptyModifier`): the view
/// keeps its own widgets.
public struct EmptyModifier: ViewModifier {
    /// `Never`: a primitive modifier; the renderer draws the content unchanged.
    public typealias Body = Never
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    /// Creates a modifier that changes nothing.
    nonisolated public init() {}
}

extension EmptyModifier: PrimitiveViewModifier {
    func modified<C: View>(_ content: C) -> any View { content }
}
