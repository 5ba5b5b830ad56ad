import CGtk
import Synchronization

/// What is alive, for leak hunting: Swift wrappers of GObjects, windows,
/// and (with a GLib built with debugging) GObjects by type.
///
/// GLib counts instances by type only when it was built with debugging and
/// the process starts with `GOBJECT_DEBUG=instance-count` (Debian's GLib is
/// not: those counts are then empty).
@MainActor
public enum LiveObjects {
    /// Swift wrappers (`Object`) alive: each holds one reference on its GObject.
    nonisolated static let wrappers = Atomic<Int>(0)
    /// The number of Swift wrappers of GObjects alive.
    public static var wrapperCount: Int { wrappers.load(ordering: .relaxed) }
    /// Bytes in use in the main thread's malloc heap (mallinfo2), which,
    /// unlike the resident size, does not move when malloc trims its pages.
    public static var heapBytesInUse: Int { Int(cgtk_heap_bytes_in_use()) }
    /// The number of GTK toplevel windows (destroyed ones are gone from the list).
    public static var toplevelCount: Int { Int(g_list_model_get_n_items(gtk_window_get_toplevels())) }

    /// The live instances of every GObject type that has any, by type name.
    public static func countsByType() -> [String: Int] {
        var counts: [String: Int] = [:]
        func visit(_ type: GType) {
            let count = Int(g_type_get_instance_count(type))
            if count > 0, let name = g_type_name(type) { counts[String(cString: name)] = count }
            var childCount: guint = 0
            guard let children = g_type_children(type, &childCount) else { return }
            defer { g_free(children) }
            for index in 0..<Int(childCount) { visit(children[index]) }
        }
        visit(cgtk_type_object())
        return counts
    }
}
