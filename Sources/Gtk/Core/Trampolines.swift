import CGtk

/// One C trampoline per signal signature. Each must match the signal's C
/// signature exactly: a wrong argument list reads `user_data` from the wrong
/// register.
enum Trampolines {
    typealias Instance = UnsafeMutableRawPointer?
    typealias Data = UnsafeMutableRawPointer?

    static let void: @convention(c) (Instance, Data) -> Void = { _, data in
        let body = ClosureBox<@MainActor () -> Void>.from(data)
        MainActor.assumeIsolated { body() }
    }
    static let notify: @convention(c) (Instance, UnsafeMutablePointer<GParamSpec>?, Data) -> Void = { _, _, data in
        let body = ClosureBox<@MainActor () -> Void>.from(data)
        MainActor.assumeIsolated { body() }
    }
    static let boolean: @convention(c) (Instance, Data) -> gboolean = { _, data in
        let body = ClosureBox<@MainActor () -> Bool>.from(data)
        return MainActor.assumeIsolated { body() } ? 1 : 0
    }
    /// GtkDialog::response and GtkNativeDialog::response: the response id.
    static let response: @convention(c) (Instance, gint, Data) -> Void = { _, response, data in
        let body = ClosureBox<@MainActor (Int) -> Void>.from(data)
        MainActor.assumeIsolated { body(Int(response)) }
    }
    static let pressed: @convention(c) (Instance, gint, gdouble, gdouble, Data) -> Void = { _, n, x, y, data in
        let body = ClosureBox<@MainActor (Int, Double, Double) -> Void>.from(data)
        MainActor.assumeIsolated { body(Int(n), x, y) }
    }
    static let point: @convention(c) (Instance, gdouble, gdouble, Data) -> Void = { _, x, y, data in
        let body = ClosureBox<@MainActor (Double, Double) -> Void>.from(data)
        MainActor.assumeIsolated { body(x, y) }
    }
    static let dropMotion: @convention(c) (Instance, gdouble, gdouble, Data) -> GdkDragAction = { _, x, y, data in
        let body = ClosureBox<@MainActor (Double, Double) -> Bool>.from(data)
        return MainActor.assumeIsolated { body(x, y) } ? GDK_ACTION_MOVE : GdkDragAction(0)
    }
    static let drop: @convention(c) (Instance, UnsafePointer<GValue>?, gdouble, gdouble, Data) -> gboolean = { _, value, x, y, data in
        let body = ClosureBox<@MainActor (String, Double, Double) -> Bool>.from(data)
        let text = value.flatMap { value in
            cgtk_value_get_in_app_payload(value).map { String(cString: $0) } ?? Value(value)?.string
        } ?? ""
        return MainActor.assumeIsolated { body(text, x, y) } ? 1 : 0
    }
    static let prepare: @convention(c) (Instance, gdouble, gdouble, Data) -> UnsafeMutablePointer<GdkContentProvider>? = { _, x, y, data in
        let body = ClosureBox<@MainActor (Double, Double) -> String?>.from(data)
        guard let payload = MainActor.assumeIsolated({ body(x, y) }) else { return nil }
        return cgtk_content_provider_for_string(payload)
    }
    static let prepareInApp: @convention(c) (Instance, gdouble, gdouble, Data) -> UnsafeMutablePointer<GdkContentProvider>? = { _, x, y, data in
        let body = ClosureBox<@MainActor (Double, Double) -> String?>.from(data)
        guard let payload = MainActor.assumeIsolated({ body(x, y) }) else { return nil }
        return cgtk_content_provider_for_in_app_payload(payload)
    }
    static let dragBeginWithDrag: @convention(c) (Instance, OpaquePointer?, Data) -> Void = { _, drag, data in
        let body = ClosureBox<@MainActor (Drag) -> Void>.from(data)
        // Passed as an address: a raw pointer is not Sendable, and this runs on the main thread anyway.
        let address = UInt(bitPattern: drag)
        MainActor.assumeIsolated {
            guard let drag = OpaquePointer(bitPattern: address) else { return }
            body(Drag(borrowing: drag))
        }
    }
    static let dragBegin: @convention(c) (Instance, OpaquePointer?, Data) -> Void = { _, _, data in
        let body = ClosureBox<@MainActor () -> Void>.from(data)
        MainActor.assumeIsolated { body() }
    }
    static let dragEnd: @convention(c) (Instance, OpaquePointer?, gboolean, Data) -> Void = { _, _, deleteData, data in
        let body = ClosureBox<@MainActor (Bool) -> Void>.from(data)
        MainActor.assumeIsolated { body(deleteData != 0) }
    }
    static let dragCancel: @convention(c) (Instance, OpaquePointer?, GdkDragCancelReason, Data) -> gboolean = { _, _, reason, data in
        let body = ClosureBox<@MainActor (DragCancelReason) -> Bool>.from(data)
        let why: DragCancelReason = reason == GDK_DRAG_CANCEL_NO_TARGET ? .noTarget : (reason == GDK_DRAG_CANCEL_USER_CANCELLED ? .userCancelled : .error)
        return MainActor.assumeIsolated { body(why) } ? 1 : 0
    }
    static let keyPressed: @convention(c) (Instance, guint, guint, GdkModifierType, Data) -> gboolean = { _, keyval, _, state, data in
        let body = ClosureBox<@MainActor (KeyEvent) -> Bool>.from(data)
        let event = KeyEvent(keyval: UInt32(keyval), modifiers: KeyModifiers(rawValue: UInt32(state.rawValue)))
        return MainActor.assumeIsolated { body(event) } ? 1 : 0
    }
    static let keyReleased: @convention(c) (Instance, guint, guint, GdkModifierType, Data) -> Void = { _, keyval, _, state, data in
        let body = ClosureBox<@MainActor (KeyEvent) -> Bool>.from(data)
        let event = KeyEvent(keyval: UInt32(keyval), modifiers: KeyModifiers(rawValue: UInt32(state.rawValue)))
        _ = MainActor.assumeIsolated { body(event) }
    }
    static let variant: @convention(c) (Instance, OpaquePointer?, Data) -> Void = { _, parameter, data in
        let body = ClosureBox<@MainActor (Value?) -> Void>.from(data)
        let value = Value(variant: parameter)
        MainActor.assumeIsolated { body(value) }
    }
    /// GtkTextBuffer::insert-text: the location's character offset and the inserted UTF-8 bytes.
    static let insertText: @convention(c) (Instance, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?, gint, Data) -> Void = { _, location, text, length, data in
        let body = ClosureBox<@MainActor (Int, [UInt8]) -> Void>.from(data)
        guard let location, let text else { return }
        let offset = Int(gtk_text_iter_get_offset(location))
        let bytes = Array(UnsafeRawBufferPointer(start: text, count: length < 0 ? strlen(text) : Int(length)))
        MainActor.assumeIsolated { body(offset, bytes) }
    }
    /// GtkTextBuffer::delete-range: the character offsets of the range's two ends.
    static let textRange: @convention(c) (Instance, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?, Data) -> Void = { _, start, end, data in
        let body = ClosureBox<@MainActor (Int, Int) -> Void>.from(data)
        guard let start, let end else { return }
        let from = Int(gtk_text_iter_get_offset(start)), to = Int(gtk_text_iter_get_offset(end))
        MainActor.assumeIsolated { body(from, to) }
    }
    /// GtkTextBuffer::insert-paintable and ::insert-child-anchor: the location's character offset.
    static let insertObject: @convention(c) (Instance, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutableRawPointer?, Data) -> Void = { _, location, _, data in
        let body = ClosureBox<@MainActor (Int) -> Void>.from(data)
        guard let location else { return }
        let offset = Int(gtk_text_iter_get_offset(location))
        MainActor.assumeIsolated { body(offset) }
    }

    /// Disconnects every handler this module connected on `instance`
    /// (matched by trampoline), releasing their closures.
    static func disconnectAll(on instance: UnsafeMutableRawPointer) {
        for function in all {
            g_signal_handlers_disconnect_matched(instance, G_SIGNAL_MATCH_FUNC, 0, 0, nil, function, nil)
        }
    }

    /// Every trampoline, as the GCallback pointers GLib stores.
    static var all: [UnsafeMutableRawPointer] {
        func raw<T>(_ f: T) -> UnsafeMutableRawPointer { unsafeBitCast(f, to: UnsafeMutableRawPointer.self) }
        return [raw(void), raw(notify), raw(boolean), raw(pressed), raw(point), raw(dropMotion), raw(drop),
                raw(prepare), raw(prepareInApp), raw(dragBegin), raw(dragBeginWithDrag), raw(dragEnd), raw(dragCancel), raw(keyPressed), raw(keyReleased), raw(variant),
                raw(insertText), raw(textRange), raw(insertObject), raw(response)]
    }
}
