import CGtk

/// Opens URIs with the desktop's default handler (web pages in the
/// browser, `mailto:` in the mail client, files in their app).
@MainActor
public enum DesktopLauncher {
    /// Asks the desktop to open `uri`, on behalf of `parent` if given
    /// (`gtk_show_uri`, which GTK 4.8 has in place of GtkUriLauncher).
    public static func open(_ uri: String, parent: Window? = nil) {
        gtk_show_uri(parent?.window, uri, guint32(GDK_CURRENT_TIME))
    }
}
