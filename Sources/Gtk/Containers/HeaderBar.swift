import CGtk

/// A header bar: the window's title bar with start, title and end areas.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar.
    public init() { super.init(sinking: gtk_header_bar_new()) }
    var bar: OpaquePointer { opaque }
    /// Packs a child at the start (left in LTR).
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(bar, child.widget) }
    /// Packs a child at the end (right in LTR).
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(bar, child.widget) }
    /// Removes a packed child.
    public func remove(_ child: Widget) { gtk_header_bar_remove(bar, child.widget) }
    /// Replaces the title with a custom widget (nil restores the window title).
    public func setTitleWidget(_ child: Widget?) { gtk_header_bar_set_title_widget(bar, child?.widget) }
    /// Whether the window controls (close, …) are shown.
    public var showTitleButtons: Bool {
        get { bool(gtk_header_bar_get_show_title_buttons) }
        set { setBool(gtk_header_bar_set_show_title_buttons, newValue) }
    }
}
