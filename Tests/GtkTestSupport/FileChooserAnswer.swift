import CGtk
import Gtk

/// Cancels the file chooser that is open, as the user pressing Cancel would.
///
/// The chooser is GTK's own dialog, which GtkFileChooserNative shows when
/// no desktop portal is running. Returns false when none is open.
@MainActor
public func cancelOpenFileChooser() -> Bool {
    guard let toplevels = gtk_window_list_toplevels() else { return false }
    defer { g_list_free(toplevels) }
    var node: UnsafeMutablePointer<GList>? = toplevels
    while let current = node {
        node = current.pointee.next
        guard let window = current.pointee.data,
            cgtk_instance_is_a(window, gtk_file_chooser_dialog_get_type()) != 0,
            gtk_widget_get_visible(window.assumingMemoryBound(to: GtkWidget.self)) != 0
        else { continue }
        gtk_dialog_response(window.assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_CANCEL.rawValue)
        return true
    }
    return false
}
