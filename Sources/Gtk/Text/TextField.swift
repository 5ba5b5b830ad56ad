import CGtk

/// A single-line text field (GtkEditable: GtkEntry, GtkSearchEntry).
@MainActor
public class TextField: Widget {
    fileprivate var editable: OpaquePointer { opaque }

    /// The text.
    public var text: String {
        get { gtk_editable_get_text(editable).map { String(cString: $0) } ?? "" }
        set { if newValue != text { gtk_editable_set_text(editable, newValue) } }
    }
    /// Where the caret is, in characters from the start.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editable)) }
        set { gtk_editable_set_position(editable, gint(newValue)) }
    }
    /// How many characters wide the field asks to be (-1: GTK's default).
    public var widthInCharacters: Int {
        get { Int(gtk_editable_get_width_chars(editable)) }
        set { gtk_editable_set_width_chars(editable, gint(newValue)) }
    }
    /// How many characters wide the field is at most, when given more room (-1: no limit).
    public var maximumWidthInCharacters: Int {
        get { Int(gtk_editable_get_max_width_chars(editable)) }
        set { gtk_editable_set_max_width_chars(editable, gint(newValue)) }
    }
    /// Where the text sits in the field: 0 at the start, 0.5 centred, 1 at the end.
    public var textAlignment: Float {
        get { gtk_editable_get_alignment(editable) }
        set { gtk_editable_set_alignment(editable, newValue) }
    }
    /// Whether some text is selected.
    public var hasSelection: Bool { gtk_editable_get_selection_bounds(editable, nil, nil) != 0 }
    /// Inserts `text` at character `position`, as pasting there does (the caret stays put).
    public func insert(_ text: String, at position: Int) {
        var at = gint(position)
        gtk_editable_insert_text(editable, text, -1, &at)
    }
    /// Deletes the characters in `range`.
    public func deleteCharacters(in range: Range<Int>) {
        gtk_editable_delete_text(editable, gint(range.lowerBound), gint(range.upperBound))
    }
    /// Selects the whole text.
    public func selectAll() { gtk_editable_select_region(editable, 0, -1) }
    /// Emits `activate`, as pressing Enter in the field does.
    public func activateField() { cgtk_emit_void(raw, "activate") }
    /// `activate`: Enter was pressed.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("activate", body) }
    /// `changed`: the text changed.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("changed", body) }
}
