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
    public var wraps: Bool {
        get { bool(gtk_label_get_wrap) }
        set { setBool(gtk_label_set_wrap, newValue) }
    }
    /// Whether the natural width asked for is the text on one line
    /// (`GTK_NATURAL_WRAP_NONE`), not wrapped as GTK guesses by default:
    /// a wrapping label then takes all the width it is given, up to its
    /// text's length, and wraps only past it.
    public var asksForOneLineWidth: Bool {
        get { gtk_label_get_natural_wrap_mode(label) == GTK_NATURAL_WRAP_NONE }
        set {
            guard newValue != asksForOneLineWidth else { return }
            gtk_label_set_natural_wrap_mode(label, newValue ? GTK_NATURAL_WRAP_NONE : GTK_NATURAL_WRAP_INHERIT)
        }
    }
    /// Horizontal text alignment, 0 (start) to 1 (end).
    public var xalign: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, Float(newValue)) }
    }
    /// How the lines of wrapped text line up against each other (GtkJustification).
    public enum Justification: Sendable { case left, center, right }
    /// How the lines of wrapped text line up (`gtk_label_set_justify`); left by default.
    public var justification: Justification {
        get {
            switch gtk_label_get_justify(label) {
            case GTK_JUSTIFY_CENTER: .center
            case GTK_JUSTIFY_RIGHT: .right
            default: .left
            }
        }
        set {
            let value: GtkJustification =
                switch newValue {
                case .left: GTK_JUSTIFY_LEFT
                case .center: GTK_JUSTIFY_CENTER
                case .right: GTK_JUSTIFY_RIGHT
                }
            if gtk_label_get_justify(label) != value { gtk_label_set_justify(label, value) }
        }
    }
    /// The Pango attributes GTK lays the text out with, from its CSS and
    /// its markup, in Pango's text form, one per line
    /// (`0 4294967295 underline single`); for tests and diagnostics.
    public var layoutAttributes: [String] {
        guard let layout = gtk_label_get_layout(label), let list = pango_layout_get_attributes(layout),
            let text = pango_attr_list_to_string(list)
        else { return [] }
        defer { g_free(text) }
        return String(cString: text).split(separator: "\n").map(String.init)
    }
    /// Ellipsizes at the end when too narrow.
    public func setEllipsizeEnd() { gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END) }
    /// Where text too long for the label is cut with "…".
    public enum Truncation: Sendable { case none, start, middle, end }
    /// Cuts text too long for the label with "…" at this place.
    public func setTruncation(_ truncation: Truncation) {
        let mode: PangoEllipsizeMode =
            switch truncation {
            case .none: PANGO_ELLIPSIZE_NONE
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            }
        if gtk_label_get_ellipsize(label) != mode { gtk_label_set_ellipsize(label, mode) }
    }
    /// The most lines a wrapped, truncated label shows (-1: no limit).
    public var lines: Int {
        get { Int(gtk_label_get_lines(label)) }
        set { if newValue != lines { gtk_label_set_lines(label, gint(newValue)) } }
    }
    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { bool(gtk_label_get_selectable) }
        set { if newValue != isSelectable { setBool(gtk_label_set_selectable, newValue) } }
    }
    /// Shows Pango markup ("<b>bold</b> text"); `text` then reads the plain text.
    ///
    /// `<a href="…">` makes a link GTK draws, focuses and opens on click.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(label, markup) }
    /// `activate-link`: a link of the markup was clicked or activated.
    ///
    /// `body` answers whether it opened the URI; when it did not, GTK
    /// opens it with the desktop's handler.
    @discardableResult
    public func onActivateLink(_ body: @escaping @MainActor (String) -> Bool) -> SignalHandler {
        connect("activate-link", body: body, trampoline: Trampolines.activateLink)
    }
    /// Emits `activate-link` for `uri` as a click on a link does (test
    /// support); returns whether a handler took it.
    public func activateLink(_ uri: String) -> Bool { cgtk_emit_activate_link(raw, uri) != 0 }
    /// Maximum width in characters (-1 for none).
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(label)) }
        set { gtk_label_set_max_width_chars(label, gint(newValue)) }
    }
}
