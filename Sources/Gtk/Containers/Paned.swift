import CGtk

/// Two widgets side by side (or stacked) with a draggable divider (GtkPaned).
@MainActor
public final class Paned: Widget {
    /// Creates an empty paned container; `.horizontal` puts the children side by side.
    public init(_ orientation: Orientation) { super.init(sinking: gtk_paned_new(orientation.gtk)) }
    var paned: OpaquePointer { opaque }

    /// The first child (left in LTR, or top).
    public func setStartChild(_ child: Widget?) { gtk_paned_set_start_child(paned, child?.widget) }
    /// The second child (right in LTR, or bottom).
    public func setEndChild(_ child: Widget?) { gtk_paned_set_end_child(paned, child?.widget) }
    /// The divider's offset from the start edge, in pixels.
    public var position: Int {
        get { Int(gtk_paned_get_position(paned)) }
        set { gtk_paned_set_position(paned, gint(newValue)) }
    }
    /// Whether the start child grows and shrinks with the container.
    public var resizesStartChild: Bool {
        get { bool(gtk_paned_get_resize_start_child) }
        set { setBool(gtk_paned_set_resize_start_child, newValue) }
    }
    /// Whether the end child grows and shrinks with the container.
    public var resizesEndChild: Bool {
        get { bool(gtk_paned_get_resize_end_child) }
        set { setBool(gtk_paned_set_resize_end_child, newValue) }
    }
    /// Whether the start child may become smaller than its minimum size.
    public var shrinksStartChild: Bool {
        get { bool(gtk_paned_get_shrink_start_child) }
        set { setBool(gtk_paned_set_shrink_start_child, newValue) }
    }
    /// Whether the end child may become smaller than its minimum size.
    public var shrinksEndChild: Bool {
        get { bool(gtk_paned_get_shrink_end_child) }
        set { setBool(gtk_paned_set_shrink_end_child, newValue) }
    }
    /// Whether the divider is drawn as a wide handle.
    public var hasWideHandle: Bool {
        get { bool(gtk_paned_get_wide_handle) }
        set { setBool(gtk_paned_set_wide_handle, newValue) }
    }
    /// Called after the divider moved (by the user or by `position`).
    @discardableResult
    public func onPositionChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { onNotify("position", body) }
}
