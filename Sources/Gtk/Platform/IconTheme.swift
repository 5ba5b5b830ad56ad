import CGtk

/// The display's icon theme (GtkIconTheme), as far as files are asked for.
@MainActor
public enum IconTheme {
    /// The file of the current theme's icon `name` at `size` pixels (an SVG
    /// or PNG), or nil when the theme has none on disk.
    public static func file(ofIcon name: String, size: Int) -> String? {
        guard let display = gdk_display_get_default(), Image.themeHasIcon(name) else { return nil }
        let theme = gtk_icon_theme_get_for_display(display)
        guard let icon = gtk_icon_theme_lookup_icon(theme, name, nil, gint(size), 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let file = gtk_icon_paintable_get_file(icon) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
