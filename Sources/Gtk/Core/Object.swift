import CGtk

/// A Swift owner of one GObject reference.
///
/// Every wrapper holds exactly one strong reference to its GObject, taken at
/// wrap time by the rule its initializer is named after, and drops it in
/// `deinit`. GTK's C API hands out references under three rules, and the
/// caller says which one applies at the call, so nobody guesses who unrefs:
/// `init(borrowing:)` for `transfer none` (the wrapper takes its own
/// reference), `init(adopting:)` for `transfer full` (the wrapper takes over
/// the caller's), `init(sinking:)` for a new object with a floating
/// reference (the wrapper sinks it). Several
/// wrappers may own the same GObject; the object lives until the last owner
/// (Swift or GTK) lets go.
@MainActor
open class Object {
    /// The owned pointer.
    ///
    /// Internal: code above this module never sees raw pointers.
    let raw: UnsafeMutableRawPointer

    /// Wraps a pointer lent by GTK (`transfer none`): takes a reference of its own.
    init(borrowing pointer: UnsafeMutableRawPointer) {
        raw = pointer
        LiveObjects.wrappers.add(1, ordering: .relaxed)
        g_object_ref(pointer)
    }

    /// Wraps a reference handed over (`transfer full`): adopts it, taking none.
    init(adopting pointer: UnsafeMutableRawPointer) {
        raw = pointer
        LiveObjects.wrappers.add(1, ordering: .relaxed)
    }

    /// Wraps a new object with a floating reference (a widget from its
    /// constructor): sinks it, so the wrapper owns that reference.
    init(sinking pointer: UnsafeMutableRawPointer) {
        raw = pointer
        LiveObjects.wrappers.add(1, ordering: .relaxed)
        g_object_ref_sink(pointer)
    }

    isolated deinit {
        LiveObjects.wrappers.subtract(1, ordering: .relaxed)
        // The reference taken at wrap time is released exactly once.
        g_object_unref(raw)
    }

    var gobject: UnsafeMutablePointer<GObject> { raw.assumingMemoryBound(to: GObject.self) }

    /// The GObject's type name, e.g.
    ///
    /// "GtkButton".
    public var typeName: String {
        String(cString: g_type_name(gobject.pointee.g_type_instance.g_class.pointee.g_type))
    }

    /// The current GObject reference count.
    ///
    /// For tests and diagnostics only.
    public var referenceCount: UInt32 { cgtk_ref_count(raw) }

    /// Whether the object still has a floating reference (never true for a
    /// wrapped widget: wrapping sinks it).
    public var isFloating: Bool { cgtk_is_floating(raw) != 0 }

    /// Whether two wrappers own the same GObject.
    public func isSameObject(as other: Object) -> Bool { raw == other.raw }
    /// The GObject's identity: equal for every wrapper of the same object.
    public var objectID: ObjectID { ObjectID(raw) }

    /// Calls `body` once when the underlying GObject is finalized.
    ///
    /// Uses a GObject weak reference, so it does not keep the object alive.
    /// The closure is released right after it runs.
    public func onFinalize(_ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(FinalizeBox(body)).toOpaque()
        g_object_weak_ref(
            gobject,
            { data, _ in
                let box = Unmanaged<FinalizeBox>.fromOpaque(data!).takeRetainedValue()
                MainActor.assumeIsolated { box.body() }
            }, box)
    }

    // MARK: Properties

    /// Sets a boolean GObject property by name.
    public func setProperty(_ name: String, _ value: Bool) { cgtk_object_set_bool(raw, name, value ? 1 : 0) }
    /// Sets a string GObject property by name.
    public func setProperty(_ name: String, _ value: String) { cgtk_object_set_string(raw, name, value) }
    /// Sets an integer GObject property by name.
    public func setProperty(_ name: String, _ value: Int) { cgtk_object_set_int(raw, name, gint(value)) }
    /// Sets a double GObject property by name.
    public func setProperty(_ name: String, _ value: Double) { cgtk_object_set_double(raw, name, value) }

    /// Reads a GObject property as a `Value`.
    public func property(_ name: String) -> Value? {
        guard
            let spec = g_object_class_find_property(
                gobject.pointee.g_type_instance.g_class.withMemoryRebound(to: GObjectClass.self, capacity: 1) { $0 }, name)
        else { return nil }
        var gvalue = GValue()
        g_value_init(&gvalue, spec.pointee.value_type)
        defer { g_value_unset(&gvalue) }
        g_object_get_property(gobject, name, &gvalue)
        return Value(&gvalue)
    }
}

private final class FinalizeBox {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
