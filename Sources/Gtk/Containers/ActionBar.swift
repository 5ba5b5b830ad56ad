import CGtk

/// A bar of actions under a window's content (GtkActionBar): children at
/// the start, a centre widget, children at the end.
@MainActor
public final class ActionBar: Widget {
    /// Creates an empty action bar.
    public init() { super.init(sinking: gtk_action_bar_new()) }
    var bar: OpaquePointer { opaque }
    /// Packs a child at the start (left in LTR).
    public func packStart(_ child: Widget) { gtk_action_bar_pack_start(bar, child.widget) }
    /// Packs a child at the end (right in LTR).
    public func packEnd(_ child: Widget) { gtk_action_bar_pack_end(bar, child.widget) }
    /// Sets the centred child (nil: none).
    public func setCenterWidget(_ child: Widget?) { gtk_action_bar_set_center_widget(bar, child?.widget) }
    /// Whether the bar is revealed.
    public var isRevealed: Bool {
        get { bool(gtk_action_bar_get_revealed) }
        set { setBool(gtk_action_bar_set_revealed, newValue) }
    }
}
