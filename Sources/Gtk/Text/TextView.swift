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
    /// Inner margins.
    public func setTextMargins(_ margin: Int) {
        gtk_text_view_set_left_margin(textView, gint(margin))
        gtk_text_view_set_right_margin(textView, gint(margin))
        gtk_text_view_set_top_margin(textView, gint(margin))
        gtk_text_view_set_bottom_margin(textView, gint(margin))
    }
}

extension TextView {
    /// Scrolls so that the cursor is in sight, with some context around it.
    public func scrollToCursor() {
        guard let mark = gtk_text_buffer_get_insert(buffer.buffer) else { return }
        gtk_text_view_scroll_to_mark(textView, mark, 0.1, 0, 0, 0)
    }
}
