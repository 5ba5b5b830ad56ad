/// The context of a state change (SwiftUI's `Transaction`): the animation
/// it asks for.
///
/// GtkUI applies changes at once (see `withAnimation`), so the animation
/// is carried, for code that reads it, and not drawn.
public struct Transaction: Sendable {
    /// The animation the change asks for.
    public var animation: Animation?
    /// Whether animations of the views the change touches are turned off.
    public var disablesAnimations = false
    /// Whether the change comes from a continuous interaction (a drag).
    public var isContinuous = false

    /// A transaction without animation.
    public init() {}
    /// A transaction asking for `animation`.
    public init(animation: Animation?) { self.animation = animation }
}
