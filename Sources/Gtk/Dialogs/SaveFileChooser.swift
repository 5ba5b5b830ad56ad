import CGtk

/// Asks for a file to save to (GtkFileChooserNative in save mode: the
/// desktop's own dialog where a portal provides one, GTK's otherwise).
@MainActor
public final class SaveFileChooser: Object {
    /// Choosers on screen, kept alive until they answer.
    private static var open: [ObjectID: SaveFileChooser] = [:]

    /// A chooser titled `title` over `parent`, proposing `suggestedName` in
    /// `folder`, with `filters` in its file type menu (the first selected).
    public init(
        title: String, parent: Window?, acceptLabel: String, suggestedName: String, folder: String?,
        filters: [OpenFileChooser.Filter] = []
    ) {
        let native = gtk_file_chooser_native_new(title, parent?.window, GTK_FILE_CHOOSER_ACTION_SAVE, acceptLabel, "_Cancel")!
        super.init(adopting: UnsafeMutableRawPointer(native))
        let chooser = opaque
        gtk_native_dialog_set_modal(raw.assumingMemoryBound(to: GtkNativeDialog.self), 1)
        OpenFileChooser.add(filters, to: chooser)
        if let folder { OpenFileChooser.setFolder(folder, of: chooser) }
        gtk_file_chooser_set_current_name(chooser, suggestedName)
    }

    /// Shows the chooser; `completion` gets the chosen path, or nil when cancelled.
    public func begin(_ completion: @escaping @MainActor (String?) -> Void) {
        let id = objectID
        let handler: @MainActor (Int) -> Void = { [weak self] response in
            var path: String?
            if response == Int(GTK_RESPONSE_ACCEPT.rawValue), let self,
                let file = gtk_file_chooser_get_file(OpaquePointer(self.raw))
            {
                if let cPath = g_file_get_path(file) {
                    path = String(cString: cPath)
                    g_free(cPath)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            self?.disconnectAllHandlers()
            SaveFileChooser.open[id] = nil
            completion(path)
        }
        _ = connect("response", body: handler, trampoline: Trampolines.response)
        Self.open[id] = self
        gtk_native_dialog_show(raw.assumingMemoryBound(to: GtkNativeDialog.self))
    }
}
