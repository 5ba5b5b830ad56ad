import CGtk

/// A label that turns into a text field when clicked (GtkEditableLabel):
/// Enter commits, Escape cancels.
@MainActor
public final class EditableLabel: TextField {
    /// Creates an editable label showing `text`.
    public init(text: String) { super.init(sinking: gtk_editable_label_new(text)) }
    /// Whether the label is being edited now.
    public var isEditing: Bool { gtk_editable_label_get_editing(opaque) != 0 }
    /// Turns the label into a text field (as a click does).
    public func startEditing() { gtk_editable_label_start_editing(opaque) }
    /// Ends editing: keeps the typed text (`commit`, as Enter does) or restores the old one (as Escape does).
    public func stopEditing(commit: Bool) { gtk_editable_label_stop_editing(opaque, commit ? 1 : 0) }
    /// Calls `body` when editing starts or ends.
    @discardableResult
    public func onEditingChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { onNotify("editing", body) }
}
