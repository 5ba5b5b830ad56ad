import CGtk

/// A pointer type GTK's C functions take an instance as: a typed one
/// (`GtkWidget *`) or an opaque one (`GtkLabel *`, which Swift imports as
/// `OpaquePointer`).
///
/// Lets `Object` hand itself to any GTK function.
protocol InstancePointer {
    /// The instance at `raw`, as this pointer type.
    init(instance raw: UnsafeMutableRawPointer)
}

extension OpaquePointer: InstancePointer {
    init(instance raw: UnsafeMutableRawPointer) { self.init(raw) }
}

extension UnsafeMutablePointer: InstancePointer {
    init(instance raw: UnsafeMutableRawPointer) { self = raw.assumingMemoryBound(to: Pointee.self) }
}

extension Object {
    /// The object as an opaque instance pointer (for GTK types Swift imports opaquely).
    var opaque: OpaquePointer { OpaquePointer(raw) }

    /// Calls a GTK function of this object that answers a `gboolean`, such
    /// as a boolean property's getter: `bool(gtk_widget_get_visible)`.
    func bool<Pointer: InstancePointer>(_ function: (Pointer?) -> gboolean) -> Bool {
        function(Pointer(instance: raw)) != 0
    }

    /// Calls a GTK function of this object that takes a `gboolean`, such as
    /// a boolean property's setter: `setBool(gtk_widget_set_visible, true)`.
    func setBool<Pointer: InstancePointer>(_ function: (Pointer?, gboolean) -> Void, _ value: Bool) {
        function(Pointer(instance: raw), value ? 1 : 0)
    }
}
