import CGtk

/// A piece of text (GtkLabel).
@MainActor
public final class Label: Widget {
    /// Creates a label.
    public init(_ text: String = "") { super.init(sinking: gtk_label_new(text)) }
    var label: OpaquePointer { opaque }
    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { if newValue != text { gtk_label_set_text(label, newValue) } }
    }
    /// Whether long text wraps.
    public var wraps: Bool { get { bool(gtk_label_get_wrap) } set { setBool(gtk_label_set_wrap, newValue) } }
    /// Horizontal text alignment, 0 (start) to 1 (end).
    public var xalign: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, Float(newValue)) }
    }
    /// Ellipsizes at the end when too narrow.
    public func setEllipsizeEnd() { gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END) }
    /// Maximum width in characters (-1 for none).
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(label)) }
        set { gtk_label_set_max_width_chars(label, gint(newValue)) }
    }
}
