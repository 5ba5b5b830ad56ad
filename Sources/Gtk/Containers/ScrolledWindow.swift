import CGtk

/// Makes its single child scrollable.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window.
    public init() { super.init(sinking: gtk_scrolled_window_new()) }
    override init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) { super.init(borrowing: pointer) }
    var scrolled: OpaquePointer { opaque }
    /// The scrolled child.
    ///
    /// A child that cannot scroll itself (anything but a list or text
    /// view) is put in a GtkViewport by GTK.
    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(scrolled, child?.widget) }
    /// Whether horizontal scrolling is disabled (content wraps instead).
    public func setPolicy(horizontalScroll: Bool, verticalScroll: Bool) {
        gtk_scrolled_window_set_policy(
            scrolled, horizontalScroll ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            verticalScroll ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    }
    /// When each scrollbar shows (GtkPolicyType).
    public func setPolicy(horizontal: ScrollbarPolicy, vertical: ScrollbarPolicy) {
        gtk_scrolled_window_set_policy(scrolled, horizontal.gtk, vertical.gtk)
    }
    /// When each scrollbar shows now.
    public var policy: (horizontal: ScrollbarPolicy, vertical: ScrollbarPolicy) {
        var horizontal = GTK_POLICY_AUTOMATIC
        var vertical = GTK_POLICY_AUTOMATIC
        gtk_scrolled_window_get_policy(scrolled, &horizontal, &vertical)
        return (ScrollbarPolicy(horizontal), ScrollbarPolicy(vertical))
    }
    /// Whether scrollbars float over the content and show only while
    /// scrolling (GNOME's default) rather than take room of their own.
    public var hasOverlayScrolling: Bool {
        get { bool(gtk_scrolled_window_get_overlay_scrolling) }
        set { setBool(gtk_scrolled_window_set_overlay_scrolling, newValue) }
    }
    /// Whether the natural width is the child's (else the minimum content width).
    public var propagatesNaturalWidth: Bool {
        get { bool(gtk_scrolled_window_get_propagate_natural_width) }
        set { setBool(gtk_scrolled_window_set_propagate_natural_width, newValue) }
    }
    /// Whether the natural height is the child's (else the minimum content height).
    public var propagatesNaturalHeight: Bool {
        get { bool(gtk_scrolled_window_get_propagate_natural_height) }
        set { setBool(gtk_scrolled_window_set_propagate_natural_height, newValue) }
    }
    /// The least height the content gets, in pixels (-1: unset).
    public var minContentHeight: Int {
        get { Int(gtk_scrolled_window_get_min_content_height(scrolled)) }
        set { gtk_scrolled_window_set_min_content_height(scrolled, gint(newValue)) }
    }
    /// The most height the content takes before it scrolls, in pixels (-1: unset).
    public var maxContentHeight: Int {
        get { Int(gtk_scrolled_window_get_max_content_height(scrolled)) }
        set { gtk_scrolled_window_set_max_content_height(scrolled, gint(newValue)) }
    }
    /// The horizontal scroll position and range.
    public var horizontalAdjustment: Adjustment {
        Adjustment(borrowing: UnsafeMutableRawPointer(gtk_scrolled_window_get_hadjustment(scrolled)!))
    }
    /// The vertical scroll position and range.
    public var verticalAdjustment: Adjustment {
        Adjustment(borrowing: UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(scrolled)!))
    }
    /// The nearest scrolled window `widget` is inside (not `widget`
    /// itself), if any.
    public static func enclosing(_ widget: Widget) -> ScrolledWindow? {
        guard let parent = gtk_widget_get_parent(widget.widget) else { return nil }
        return gtk_widget_get_ancestor(parent, gtk_scrolled_window_get_type()).map { ScrolledWindow(borrowing: $0) }
    }
}

/// When a scrolled window shows a scrollbar (GtkPolicyType).
public enum ScrollbarPolicy: Sendable {
    /// When the content is larger than the window.
    case automatic
    /// Always, even when there is nothing to scroll.
    case always
    /// Never, and the window is as large as its content in that direction.
    case never
    /// Never, but the content still scrolls (by wheel, touchpad or keyboard).
    case external

    init(_ policy: GtkPolicyType) {
        switch policy {
        case GTK_POLICY_ALWAYS: self = .always
        case GTK_POLICY_NEVER: self = .never
        case GTK_POLICY_EXTERNAL: self = .external
        default: self = .automatic
        }
    }

    var gtk: GtkPolicyType {
        switch self {
        case .automatic: return GTK_POLICY_AUTOMATIC
        case .always: return GTK_POLICY_ALWAYS
        case .never: return GTK_POLICY_NEVER
        case .external: return GTK_POLICY_EXTERNAL
        }
    }
}
