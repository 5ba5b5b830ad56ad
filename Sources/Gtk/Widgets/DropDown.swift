import CGtk

// Additions the declarative controls (GtkUI's Text, Toggle, Picker,
// TextEditor…) need from the wrapper. Kept apart so they stay additive.

extension Widget {
    /// The accessible label set with `setAccessibleLabel`, or nil when none
    /// was set. Read through GTK's accessibility test API; for tests and
    /// diagnostics, not for program logic.
    public var accessibleLabel: String? {
        guard gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) != 0,
              let text = cgtk_accessible_copy_label(accessible) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The font GTK resolved for the widget from CSS, as Pango describes it
    /// ("Sans Bold Italic 20px"). Reflects style changes once GTK has
    /// revalidated styles (after a main-loop iteration).
    public var fontDescription: String {
        let context = gtk_widget_get_pango_context(widget)
        guard let description = pango_context_get_font_description(context),
              let text = pango_font_description_to_string(description) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Whether the widget or one of its children wants extra space along `orientation`.
    public func computesExpand(_ orientation: Orientation) -> Bool {
        gtk_widget_compute_expand(widget, orientation.gtk) != 0
    }
}

extension Box {
    /// Whether the children form a row or a column.
    public var orientation: Orientation {
        get { gtk_orientable_get_orientation(OpaquePointer(raw)) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
        set { if orientation != newValue { gtk_orientable_set_orientation(OpaquePointer(raw), newValue.gtk) } }
    }
}

extension Separator {
    /// Whether the line runs horizontally or vertically.
    public var orientation: Orientation {
        gtk_orientable_get_orientation(OpaquePointer(raw)) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal
    }
}

extension ToggleButton {
    /// Joins `group`'s radio group: at most one button of a group is active.
    public func setGroup(_ group: ToggleButton?) { gtk_toggle_button_set_group(toggle, group?.toggle) }
}

extension CheckButton {
    /// Replaces the label with any widget.
    public func setChild(_ child: Widget?) { gtk_check_button_set_child(check, child?.widget) }
}

extension MenuButton {
    /// Replaces the button's content with any widget (icon and caption, …);
    /// nil leaves it empty.
    public func setChild(_ child: Widget?) {
        if let child {
            gtk_menu_button_set_child(button, child.widget)
        } else {
            // GTK 4.8 appends a NULL child to its inner box (a critical);
            // an empty label releases the old child just the same.
            gtk_menu_button_set_label(button, "")
        }
    }
}

extension TextBuffer {
    /// Replaces the characters in `range` (character offsets) with `text` as
    /// one undoable step, leaving the rest of the buffer (and its marks) alone.
    public func replaceCharacters(in range: Range<Int>, with text: String) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_get_iter_at_offset(buffer, &start, gint(range.lowerBound))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, gint(range.upperBound))
        if range.lowerBound != range.upperBound { gtk_text_buffer_delete(buffer, &start, &end) }
        if !text.isEmpty { gtk_text_buffer_insert(buffer, &start, text, -1) }
        gtk_text_buffer_end_user_action(buffer)
    }

    /// Selects the characters from `start` to `end` (the cursor ends at `end`).
    public func selectRange(from start: Int, to end: Int) {
        var insert = GtkTextIter(), bound = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &insert, gint(end))
        gtk_text_buffer_get_iter_at_offset(buffer, &bound, gint(start))
        gtk_text_buffer_select_range(buffer, &insert, &bound)
    }

    /// The selected character offsets, or nil when nothing is selected.
    public var selectedRange: Range<Int>? {
        var start = GtkTextIter(), end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return nil }
        return Int(gtk_text_iter_get_offset(&start))..<Int(gtk_text_iter_get_offset(&end))
    }
}

/// A button that pops up a list of strings to choose one (GtkDropDown).
@MainActor
public final class DropDown: Widget {
    /// Creates a drop-down offering `strings`.
    public init(strings: [String] = []) {
        super.init(constructed: gtk_drop_down_new(nil, nil))
        let list = gtk_string_list_new(nil)
        // gtk_drop_down_set_model takes its own reference.
        gtk_drop_down_set_model(dropDown, list)
        g_object_unref(UnsafeMutableRawPointer(list))
        setStrings(strings)
    }
    var dropDown: OpaquePointer { OpaquePointer(raw) }
    private var list: OpaquePointer { gtk_drop_down_get_model(dropDown)! }

    /// The strings offered, in order.
    public var strings: [String] {
        let count = g_list_model_get_n_items(list)
        return (0..<count).map { String(cString: gtk_string_list_get_string(list, $0)) }
    }
    /// Replaces the strings offered (the selection is kept when its index still exists).
    public func setStrings(_ strings: [String]) {
        guard strings != self.strings else { return }
        let previous = selected
        var cStrings: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        let count = guint(self.strings.count)
        cStrings.withUnsafeBufferPointer { gtk_string_list_splice(list, 0, count, $0.baseAddress) }
        if let previous, previous < strings.count { selected = previous }
    }
    /// The index of the selected string, or nil for none.
    public var selected: Int? {
        get {
            let index = gtk_drop_down_get_selected(dropDown)
            return index == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(index)
        }
        set {
            let index = newValue.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)
            if gtk_drop_down_get_selected(dropDown) != index { gtk_drop_down_set_selected(dropDown, index) }
        }
    }
    /// Called after the selection changes (by the user or programmatically).
    @discardableResult
    public func onSelectedChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { onNotify("selected", body) }
}
