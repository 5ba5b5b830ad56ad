import CGtk

/// Places the children of a `LayoutHost` from Swift, inside GTK's layout pass.
///
/// GTK asks `measure` for the host's size, then calls `allocate` with the
/// size the host got. Whatever `allocate` decides (which children show,
/// where they go) is then a function of that size alone: a container that
/// leaves out what does not fit decides it here, with
/// `Widget.isChildVisible`, rather than hiding children after the fact
/// (which changes the measured size and so depends on the way the window
/// took to its size). Neither method may change the widget tree or any
/// child's visibility, size request or style.
@MainActor
public protocol LayoutDelegate: AnyObject {
    /// The host's size request in `orientation` (`forSize` is the other
    /// dimension, or -1; it is only ever given when the host's
    /// `SizeRequestMode` makes one direction depend on the other).
    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest
    /// Allocates every child that shows (`Widget.allocate`), and marks the
    /// others `isChildVisible = false`.
    func allocate(width: Int, height: Int, baseline: Int)
}
