import CGtk

/// A plain single-line text field (GtkEntry).
@MainActor
public final class Entry: TextField {
    /// Creates an entry showing `placeholder` while empty.
    public init(placeholder: String) {
        super.init(sinking: gtk_entry_new())
        gtk_entry_set_placeholder_text(raw.assumingMemoryBound(to: GtkEntry.self), placeholder)
    }
}
