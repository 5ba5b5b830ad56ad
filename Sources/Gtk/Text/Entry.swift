import CGtk

/// A plain single-line text field (GtkEntry).
@MainActor
public final class Entry: TextField {
    /// Creates an entry showing `placeholder` while empty.
    public init(placeholder: String) {
        super.init(sinking: gtk_entry_new())
        gtk_entry_set_placeholder_text(entry, placeholder)
    }
    var entry: UnsafeMutablePointer<GtkEntry> { raw.assumingMemoryBound(to: GtkEntry.self) }
    /// The text shown while the field is empty.
    public var placeholder: String {
        get { gtk_entry_get_placeholder_text(entry).map { String(cString: $0) } ?? "" }
        set { if newValue != placeholder { gtk_entry_set_placeholder_text(entry, newValue) } }
    }
    /// Whether the field draws its frame.
    public var hasFrame: Bool {
        get { bool(gtk_entry_get_has_frame) }
        set { setBool(gtk_entry_set_has_frame, newValue) }
    }
    /// Whether Return also activates the window's default widget.
    public var activatesDefault: Bool {
        get { bool(gtk_entry_get_activates_default) }
        set { setBool(gtk_entry_set_activates_default, newValue) }
    }
}
