import CGtk

/// A multi-line text editor (GtkTextView).
@MainActor
public final class TextView: Widget {
    /// Creates a text view with its own buffer.
    public init() {
        super.init(sinking: gtk_text_view_new())
        buffer = TextBuffer(borrowing: gtk_text_view_get_buffer(textView))
    }
    /// Wraps a text view GTK owns (see `Widget.asTextView`).
    override init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(borrowing: pointer)
        buffer = TextBuffer(borrowing: gtk_text_view_get_buffer(textView))
    }
    var textView: UnsafeMutablePointer<GtkTextView> { raw.assumingMemoryBound(to: GtkTextView.self) }
    /// The text buffer.
    public private(set) var buffer: TextBuffer!
    /// Wraps at word boundaries when true.
    public var wrapsWords: Bool {
        get { gtk_text_view_get_wrap_mode(textView) != GTK_WRAP_NONE }
        set { gtk_text_view_set_wrap_mode(textView, newValue ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE) }
    }
    /// Whether the text can be edited.
    public var isEditable: Bool {
        get { bool(gtk_text_view_get_editable) }
        set { setBool(gtk_text_view_set_editable, newValue) }
    }
    /// Whether Tab inserts a tab character (true) or moves the focus on (false).
    public var acceptsTab: Bool {
        get { bool(gtk_text_view_get_accepts_tab) }
        set { setBool(gtk_text_view_set_accepts_tab, newValue) }
    }
    /// The height of one line of text in the view's font, in pixels.
    public var lineHeight: Int {
        guard let layout = gtk_widget_create_pango_layout(widget, "Ag") else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: gint = 0
        var height: gint = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Int(height)
    }
    /// How many lines `text` takes in the view's font, wrapped as the view
    /// wraps it (at words, else characters) to `width` pixels.
    public func lineCount(of text: String, wrappedTo width: Int) -> Int {
        guard let layout = gtk_widget_create_pango_layout(widget, text) else { return 1 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, gint(max(width, 1)) * gint(PANGO_SCALE))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        return max(1, Int(pango_layout_get_line_count(layout)))
    }
    /// Inner margins.
    public func setTextMargins(_ margin: Int) {
        gtk_text_view_set_left_margin(textView, gint(margin))
        gtk_text_view_set_right_margin(textView, gint(margin))
        gtk_text_view_set_top_margin(textView, gint(margin))
        gtk_text_view_set_bottom_margin(textView, gint(margin))
    }
    /// Inner margins: `horizontal` left and right, `vertical` above and below.
    public func setTextMargins(horizontal: Int, vertical: Int) {
        gtk_text_view_set_left_margin(textView, gint(horizontal))
        gtk_text_view_set_right_margin(textView, gint(horizontal))
        gtk_text_view_set_top_margin(textView, gint(vertical))
        gtk_text_view_set_bottom_margin(textView, gint(vertical))
    }
}

extension TextView {
    /// Scrolls the least that brings the cursor in sight (nothing when it is).
    public func scrollCursorOnscreen() {
        guard let mark = gtk_text_buffer_get_insert(buffer.buffer) else { return }
        gtk_text_view_scroll_mark_onscreen(textView, mark)
    }

    /// Scrolls so that the cursor is in sight, with some context around it.
    public func scrollToCursor() {
        guard let mark = gtk_text_buffer_get_insert(buffer.buffer) else { return }
        gtk_text_view_scroll_to_mark(textView, mark, 0.1, 0, 0, 0)
    }
}
