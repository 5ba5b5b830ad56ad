import CGtk

/// What the Edit menu needs to know of a focused text widget: whether Undo,
/// Redo, Cut, Copy, Paste and Select All can do anything now.
public struct TextEditingState: Equatable, Sendable {
    /// Whether the text accepts edits.
    public var isEditable: Bool
    /// Whether some text is selected.
    public var hasSelection: Bool
    /// Whether the text is empty.
    public var isEmpty: Bool
    /// Whether an edit can be undone; nil when the widget does not tell
    /// (GtkText, the single-line field, keeps its history private).
    public var canUndo: Bool?
    /// Whether an undone edit can be redone; nil when the widget does not tell.
    public var canRedo: Bool?

    /// Creates a state (for tests).
    public init(isEditable: Bool, hasSelection: Bool, isEmpty: Bool, canUndo: Bool?, canRedo: Bool?) {
        self.isEditable = isEditable
        self.hasSelection = hasSelection
        self.isEmpty = isEmpty
        self.canUndo = canUndo
        self.canRedo = canRedo
    }
}

extension Widget {
    /// This widget as a text view, if it is one.
    public var asTextView: TextView? {
        cgtk_instance_is_a(raw, gtk_text_view_get_type()) != 0 ? TextView(borrowing: widget) : nil
    }

    private var isEditableText: Bool { cgtk_instance_is_a(raw, gtk_editable_get_type()) != 0 }

    /// The editing state of a text view or a single-line text field; nil
    /// for any other widget.
    public var textEditingState: TextEditingState? {
        if let textView = asTextView {
            let buffer = textView.buffer!
            return TextEditingState(
                isEditable: textView.isEditable, hasSelection: buffer.hasSelection,
                isEmpty: buffer.characterCount == 0,
                canUndo: buffer.canUndo, canRedo: buffer.canRedo)
        }
        guard isEditableText else { return nil }
        let editable = opaque
        var start: gint = 0
        var end: gint = 0
        let selected = gtk_editable_get_selection_bounds(editable, &start, &end) != 0 && start != end
        let text = gtk_editable_get_text(editable)
        return TextEditingState(
            isEditable: gtk_editable_get_editable(editable) != 0, hasSelection: selected,
            isEmpty: text == nil || text!.pointee == 0, canUndo: nil, canRedo: nil)
    }

    /// Calls `body` after anything that may change `textEditingState`
    /// (an edit, the selection, the undo history).
    ///
    /// Disconnect the returned handlers to stop; none for widgets that are
    /// not text.
    public func observeTextEditingState(_ body: @escaping @MainActor () -> Void) -> [SignalHandler] {
        if let textView = asTextView {
            let buffer = textView.buffer!
            return [
                buffer.onNotify("can-undo", body), buffer.onNotify("can-redo", body),
                buffer.onNotify("has-selection", body), buffer.connect("changed", body),
                textView.onNotify("editable", body)
            ]
        }
        guard isEditableText else { return [] }
        return [
            onNotify("selection-bound", body), onNotify("cursor-position", body),
            onNotify("text", body), onNotify("editable", body)
        ]
    }
}
