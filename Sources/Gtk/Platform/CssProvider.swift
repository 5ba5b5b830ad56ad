import CGtk
import FoundationEssentials

/// Style sheets (GtkCssProvider) for the whole display or one widget.
@MainActor
public final class CssProvider: Object {
    /// Creates a provider holding `css`.
    public init(css: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_css_provider_new())!)
        load(css)
    }
    /// Replaces the style sheet.
    public func load(_ css: String) {
        gtk_css_provider_load_from_data(raw.assumingMemoryBound(to: GtkCssProvider.self), css, -1)
    }
    /// Applies the provider to every widget of the default display.
    public func applyToDisplay(priority: UInt32 = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, opaque, guint(priority))
    }
    /// Stops applying the provider to the widgets of the default display.
    public func removeFromDisplay() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, opaque)
    }
    /// Applies the provider to one widget only.
    public func apply(to widget: Widget, priority: UInt32 = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)) {
        gtk_style_context_add_provider(gtk_widget_get_style_context(widget.widget), opaque, guint(priority))
    }
}
