import CGtk

/// Makes its single child scrollable.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window.
    public init() { super.init(sinking: gtk_scrolled_window_new()) }
    var scrolled: OpaquePointer { opaque }
    /// The scrolled child.
    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(scrolled, child?.widget) }
    /// Whether horizontal scrolling is disabled (content wraps instead).
    public func setPolicy(horizontalScroll: Bool, verticalScroll: Bool) {
        gtk_scrolled_window_set_policy(
            scrolled, horizontalScroll ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            verticalScroll ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    }
}
