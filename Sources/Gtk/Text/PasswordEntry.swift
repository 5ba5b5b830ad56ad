import CGtk

/// A single-line field whose text is hidden (GtkPasswordEntry).
@MainActor
public final class PasswordEntry: TextField {
    /// Creates a password field showing `placeholder` while empty.
    public init(placeholder: String) {
        super.init(sinking: gtk_password_entry_new())
        setProperty("placeholder-text", placeholder)
        // Return in the field activates the window's default button, as GtkEntry does.
        setProperty("activates-default", true)
    }
}
