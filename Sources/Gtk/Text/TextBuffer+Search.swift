import CGtk

extension TextBuffer {
    /// The character ranges where `needle` occurs, case-insensitively, in
    /// order, at most `limit` of them (GTK's own search, so offsets are the
    /// buffer's).
    public func ranges(of needle: String, limit: Int) -> [Range<Int>] {
        guard !needle.isEmpty, limit > 0 else { return [] }
        var found: [Range<Int>] = []
        var from = GtkTextIter()
        var matchStart = GtkTextIter()
        var matchEnd = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &from)
        while found.count < limit,
            gtk_text_iter_forward_search(&from, needle, GTK_TEXT_SEARCH_CASE_INSENSITIVE, &matchStart, &matchEnd, nil) != 0
        {
            let start = Int(gtk_text_iter_get_offset(&matchStart))
            let end = Int(gtk_text_iter_get_offset(&matchEnd))
            guard end > start else { break }
            found.append(start..<end)
            from = matchEnd
        }
        return found
    }

    /// The text of a character range.
    public func text(in range: Range<Int>) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, gint(range.lowerBound))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, gint(range.upperBound))
        let chars = gtk_text_buffer_get_slice(buffer, &start, &end, 1)
        defer { g_free(chars) }
        return chars.map { String(cString: $0) } ?? ""
    }

    /// Makes a tag named `name` that paints a background (CSS colour such as
    /// "rgba(246, 211, 45, 0.5)"), unless the buffer has it already.
    public func ensureHighlightTag(_ name: String, background: String) {
        let table = gtk_text_buffer_get_tag_table(buffer)
        guard gtk_text_tag_table_lookup(table, name) == nil, let tag = gtk_text_tag_new(name) else { return }
        cgtk_object_set_string(UnsafeMutableRawPointer(tag), "background", background)
        gtk_text_tag_table_add(table, tag)
        g_object_unref(UnsafeMutableRawPointer(tag))
    }

    /// Applies tag `name` to every range.
    public func applyTag(_ name: String, to ranges: [Range<Int>]) {
        var start = GtkTextIter()
        var end = GtkTextIter()
        for range in ranges {
            gtk_text_buffer_get_iter_at_offset(buffer, &start, gint(range.lowerBound))
            gtk_text_buffer_get_iter_at_offset(buffer, &end, gint(range.upperBound))
            gtk_text_buffer_apply_tag_by_name(buffer, name, &start, &end)
        }
    }

    /// Removes tag `name` from the whole text.
    public func removeTag(_ name: String) {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_remove_tag_by_name(buffer, name, &start, &end)
    }

    /// Runs `body` as one user action: its edits are undone in one step.
    public func asOneUndoStep(_ body: () -> Void) {
        gtk_text_buffer_begin_user_action(buffer)
        body()
        gtk_text_buffer_end_user_action(buffer)
    }
}
