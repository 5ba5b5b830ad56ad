import CGtk

/// A themed icon (GtkImage from an icon name).
@MainActor
public final class Image: Widget {
    /// Creates an image showing the named icon.
    public init(iconName: String) { super.init(sinking: gtk_image_new_from_icon_name(iconName)) }
    var image: OpaquePointer { opaque }
    /// The icon name shown.
    public var iconName: String? {
        get { gtk_image_get_icon_name(image).map { String(cString: $0) } }
        set { gtk_image_set_from_icon_name(image, newValue) }
    }
    /// The icon's size in pixels, both ways (-1: the theme's normal icon size, 16).
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(image)) }
        set { if newValue != pixelSize { gtk_image_set_pixel_size(image, gint(newValue)) } }
    }
    /// Whether the current icon theme has an icon of this name.
    public static func themeHasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        let theme = gtk_icon_theme_get_for_display(display)
        return gtk_icon_theme_has_icon(theme, name) != 0
    }
    /// Adds a folder (laid out like `share/icons`) where the icon theme
    /// looks for icons, e.g.
    ///
    /// an app's own icons in an uninstalled build.
    public static func addThemeSearchPath(_ path: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    }
}
