import CGtk

extension Window {
    /// A window described by GtkBuilder XML (e.g.
    ///
    /// a GtkShortcutsWindow), looked up by object id.
    public static func fromBuilder(xml: String, id: String) -> Window? {
        let builder = gtk_builder_new()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0 else {
            if let error {
                print("GtkBuilder: \(String(cString: error.pointee.message))")
                g_error_free(error)
            }
            return nil
        }
        guard let object = gtk_builder_get_object(builder, id) else { return nil }
        return Window(borrowing: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }
}
