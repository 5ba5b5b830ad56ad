import CGtk

/// The text of a `TextView` (GtkTextBuffer), with undo history.
@MainActor
public final class TextBuffer: Object {
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { raw.assumingMemoryBound(to: GtkTextBuffer.self) }
    init(borrowing pointer: UnsafeMutablePointer<GtkTextBuffer>) { super.init(borrowing: UnsafeMutableRawPointer(pointer)) }

    /// The whole text.
    ///
    /// Reading copies it; prefer `onChanged` plus a lazy read.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let chars = gtk_text_buffer_get_text(buffer, &start, &end, 1)
            defer { g_free(chars) }
            return chars.map { String(cString: $0) } ?? ""
        }
        set {
            gtk_text_buffer_set_text(buffer, newValue, -1)
        }
    }
    /// Replaces the text as one step that undo does not cross (for loading a document).
    public func setTextIrreversibly(_ text: String) {
        gtk_text_buffer_begin_irreversible_action(buffer)
        gtk_text_buffer_set_text(buffer, text, gint(text.utf8.count))
        gtk_text_buffer_end_irreversible_action(buffer)
    }
    /// The number of characters.
    public var characterCount: Int { Int(gtk_text_buffer_get_char_count(buffer)) }
    /// Whether there is something to undo.
    public var canUndo: Bool { bool(gtk_text_buffer_get_can_undo) }
    /// Whether there is something to redo.
    public var canRedo: Bool { bool(gtk_text_buffer_get_can_redo) }
    /// Whether the text changed since this was last set to false (GTK's
    /// modified flag: undoing back to that point clears it again).
    public var isModified: Bool {
        get { bool(gtk_text_buffer_get_modified) }
        set { setBool(gtk_text_buffer_set_modified, newValue) }
    }
    /// `modified-changed`: the modified flag changed.
    @discardableResult
    public func onModifiedChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("modified-changed", body)
    }
    /// Undoes the last edit.
    public func undo() { gtk_text_buffer_undo(buffer) }
    /// Redoes the last undone edit.
    public func redo() { gtk_text_buffer_redo(buffer) }
    /// Places the cursor at a character offset.
    public func placeCursor(atOffset offset: Int) {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, gint(offset))
        gtk_text_buffer_place_cursor(buffer, &iter)
    }
    /// The cursor's character offset.
    public var cursorOffset: Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        return Int(gtk_text_iter_get_offset(&iter))
    }
    /// Inserts text at the cursor, as typing would.
    public func insertAtCursor(_ text: String) { gtk_text_buffer_insert_at_cursor(buffer, text, -1) }
    /// `changed`: after any edit.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("changed", body) }
}

extension TextBuffer {
    /// Replaces the characters in `range` (character offsets) with `text` as
    /// one undoable step, leaving the rest of the buffer (and its marks) alone.
    public func replaceCharacters(in range: Range<Int>, with text: String) {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_get_iter_at_offset(buffer, &start, gint(range.lowerBound))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, gint(range.upperBound))
        if range.lowerBound != range.upperBound { gtk_text_buffer_delete(buffer, &start, &end) }
        if !text.isEmpty { gtk_text_buffer_insert(buffer, &start, text, -1) }
        gtk_text_buffer_end_user_action(buffer)
    }

    /// Selects the characters from `start` to `end` (the cursor ends at `end`).
    public func selectRange(from start: Int, to end: Int) {
        var insert = GtkTextIter()
        var bound = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &insert, gint(end))
        gtk_text_buffer_get_iter_at_offset(buffer, &bound, gint(start))
        gtk_text_buffer_select_range(buffer, &insert, &bound)
    }

    /// The selected character offsets, or nil when nothing is selected.
    public var selectedRange: Range<Int>? {
        var start = GtkTextIter()
        var end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return nil }
        return Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
    }
}

extension TextBuffer {
    /// Whether some text is selected.
    public var hasSelection: Bool { bool(gtk_text_buffer_get_has_selection) }
}
