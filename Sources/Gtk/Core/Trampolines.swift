import CGtk

/// The trampolines, one per signal signature (see `Trampoline`).
///
/// Each C function must match its signal's C signature exactly: a wrong
/// argument list reads `user_data` from the wrong register.
enum Trampolines {
    typealias Instance = UnsafeMutableRawPointer?
    typealias Data = UnsafeMutableRawPointer?

    // The closure types, one per signal signature.
    /// A call without arguments.
    typealias Action = @MainActor () -> Void
    /// A call answering yes or no (handled, refused).
    typealias Decision = @MainActor () -> Bool
    /// A call with one integer (a response id, a character offset).
    typealias IntHandler = @MainActor (Int) -> Void
    /// A press: the click count and the point.
    typealias PressHandler = @MainActor (Int, Double, Double) -> Void
    /// A point, answering whether it is accepted.
    typealias PointDecision = @MainActor (Double, Double) -> Bool
    /// A drop: the payload and the point, answering whether it was taken.
    typealias DropHandler = @MainActor (String, Double, Double) -> Bool
    /// A drag start point, answering the payload (nil refuses).
    typealias PayloadProvider = @MainActor (Double, Double) -> String?
    /// The drag that began.
    typealias DragHandler = @MainActor (Drag) -> Void
    /// A call with one flag.
    typealias BoolHandler = @MainActor (Bool) -> Void
    /// Why a drag was cancelled, answering whether it was handled.
    typealias CancelDecision = @MainActor (DragCancelReason) -> Bool
    /// A key, answering whether it was handled.
    typealias KeyDecision = @MainActor (KeyEvent) -> Bool
    /// A key.
    typealias KeyHandler = @MainActor (KeyEvent) -> Void
    /// An action parameter or state.
    typealias ValueHandler = @MainActor (Value?) -> Void
    /// An insertion: its character offset and UTF-8 bytes.
    typealias InsertionHandler = @MainActor (Int, [UInt8]) -> Void
    /// A character range's two ends.
    typealias RangeHandler = @MainActor (Int, Int) -> Void
    /// Files to open, as URIs.
    typealias URIsHandler = @MainActor ([String]) -> Void
    /// A URI, answering whether it was handled.
    typealias URIDecision = @MainActor (String) -> Bool
    /// Two deltas, answering whether they were handled.
    typealias DeltaDecision = @MainActor (Double, Double) -> Bool

    static let void = Trampoline<Action>(
        { _, data in
            let body = Trampoline<Action>.body(data)
            MainActor.assumeIsolated { body() }
        } as @convention(c) (Instance, Data) -> Void)
    /// GtkWidget::state-flags-changed: the flags before the change (read the new ones from the widget).
    static let stateFlagsChanged = Trampoline<Action>(
        { _, _, data in
            let body = Trampoline<Action>.body(data)
            MainActor.assumeIsolated { body() }
        } as @convention(c) (Instance, GtkStateFlags, Data) -> Void)
    /// GtkWidget::direction-changed: the direction before the change (read the new one from the widget).
    static let directionChanged = Trampoline<Action>(
        { _, _, data in
            let body = Trampoline<Action>.body(data)
            MainActor.assumeIsolated { body() }
        } as @convention(c) (Instance, GtkTextDirection, Data) -> Void)
    static let notify = Trampoline<Action>(
        { _, _, data in
            let body = Trampoline<Action>.body(data)
            MainActor.assumeIsolated { body() }
        } as @convention(c) (Instance, UnsafeMutablePointer<GParamSpec>?, Data) -> Void)
    static let boolean = Trampoline<Decision>(
        { _, data in
            let body = Trampoline<Decision>.body(data)
            return MainActor.assumeIsolated { body() } ? 1 : 0
        } as @convention(c) (Instance, Data) -> gboolean)
    /// GtkDialog::response and GtkNativeDialog::response: the response id.
    static let response = Trampoline<IntHandler>(
        { _, response, data in
            let body = Trampoline<IntHandler>.body(data)
            MainActor.assumeIsolated { body(Int(response)) }
        } as @convention(c) (Instance, gint, Data) -> Void)
    /// GtkEventControllerScroll::scroll: the deltas, answering whether handled.
    static let scroll = Trampoline<DeltaDecision>(
        { _, dx, dy, data in
            let body = Trampoline<DeltaDecision>.body(data)
            return MainActor.assumeIsolated { body(dx, dy) } ? 1 : 0
        } as @convention(c) (Instance, gdouble, gdouble, Data) -> gboolean)
    static let pressed = Trampoline<PressHandler>(
        { _, n, x, y, data in
            let body = Trampoline<PressHandler>.body(data)
            MainActor.assumeIsolated { body(Int(n), x, y) }
        } as @convention(c) (Instance, gint, gdouble, gdouble, Data) -> Void)
    static let dropMotion = Trampoline<PointDecision>(
        { _, x, y, data in
            let body = Trampoline<PointDecision>.body(data)
            return MainActor.assumeIsolated { body(x, y) } ? GDK_ACTION_MOVE : GdkDragAction(0)
        } as @convention(c) (Instance, gdouble, gdouble, Data) -> GdkDragAction)
    static let drop = Trampoline<DropHandler>(
        { _, value, x, y, data in
            let body = Trampoline<DropHandler>.body(data)
            let text =
                value.flatMap { value in
                    cgtk_value_get_in_app_payload(value).map { String(cString: $0) } ?? Value(value)?.string
                } ?? ""
            return MainActor.assumeIsolated { body(text, x, y) } ? 1 : 0
        } as @convention(c) (Instance, UnsafePointer<GValue>?, gdouble, gdouble, Data) -> gboolean)
    static let prepare = Trampoline<PayloadProvider>(
        { _, x, y, data in
            let body = Trampoline<PayloadProvider>.body(data)
            guard let payload = MainActor.assumeIsolated({ body(x, y) }) else { return nil }
            return cgtk_content_provider_for_string(payload)
        } as @convention(c) (Instance, gdouble, gdouble, Data) -> UnsafeMutablePointer<GdkContentProvider>?)
    static let prepareInApp = Trampoline<PayloadProvider>(
        { _, x, y, data in
            let body = Trampoline<PayloadProvider>.body(data)
            guard let payload = MainActor.assumeIsolated({ body(x, y) }) else { return nil }
            return cgtk_content_provider_for_in_app_payload(payload)
        } as @convention(c) (Instance, gdouble, gdouble, Data) -> UnsafeMutablePointer<GdkContentProvider>?)
    static let dragBegin = Trampoline<DragHandler>(
        { _, drag, data in
            let body = Trampoline<DragHandler>.body(data)
            // Passed as an address: a raw pointer is not Sendable, and this runs on the main thread anyway.
            let address = UInt(bitPattern: drag)
            MainActor.assumeIsolated {
                guard let drag = OpaquePointer(bitPattern: address) else { return }
                body(Drag(borrowing: drag))
            }
        } as @convention(c) (Instance, OpaquePointer?, Data) -> Void)
    static let dragEnd = Trampoline<BoolHandler>(
        { _, _, deleteData, data in
            let body = Trampoline<BoolHandler>.body(data)
            MainActor.assumeIsolated { body(deleteData != 0) }
        } as @convention(c) (Instance, OpaquePointer?, gboolean, Data) -> Void)
    static let dragCancel = Trampoline<CancelDecision>(
        { _, _, reason, data in
            let body = Trampoline<CancelDecision>.body(data)
            let why: DragCancelReason =
                reason == GDK_DRAG_CANCEL_NO_TARGET ? .noTarget : (reason == GDK_DRAG_CANCEL_USER_CANCELLED ? .userCancelled : .error)
            return MainActor.assumeIsolated { body(why) } ? 1 : 0
        } as @convention(c) (Instance, OpaquePointer?, GdkDragCancelReason, Data) -> gboolean)
    static let keyPressed = Trampoline<KeyDecision>(
        { _, keyval, _, state, data in
            let body = Trampoline<KeyDecision>.body(data)
            let event = KeyEvent(keyval: UInt32(keyval), modifiers: KeyModifiers(rawValue: UInt32(state.rawValue)))
            return MainActor.assumeIsolated { body(event) } ? 1 : 0
        } as @convention(c) (Instance, guint, guint, GdkModifierType, Data) -> gboolean)
    static let keyReleased = Trampoline<KeyHandler>(
        { _, keyval, _, state, data in
            let body = Trampoline<KeyHandler>.body(data)
            let event = KeyEvent(keyval: UInt32(keyval), modifiers: KeyModifiers(rawValue: UInt32(state.rawValue)))
            MainActor.assumeIsolated { body(event) }
        } as @convention(c) (Instance, guint, guint, GdkModifierType, Data) -> Void)
    static let variant = Trampoline<ValueHandler>(
        { _, parameter, data in
            let body = Trampoline<ValueHandler>.body(data)
            let value = Value(variant: parameter)
            MainActor.assumeIsolated { body(value) }
        } as @convention(c) (Instance, OpaquePointer?, Data) -> Void)
    /// GtkTextBuffer::insert-text: the location's character offset and the inserted UTF-8 bytes.
    static let insertText = Trampoline<InsertionHandler>(
        { _, location, text, length, data in
            let body = Trampoline<InsertionHandler>.body(data)
            guard let location, let text else { return }
            let offset = Int(gtk_text_iter_get_offset(location))
            let bytes = Array(UnsafeRawBufferPointer(start: text, count: length < 0 ? strlen(text) : Int(length)))
            MainActor.assumeIsolated { body(offset, bytes) }
        } as @convention(c) (Instance, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?, gint, Data) -> Void)
    /// GtkTextBuffer::delete-range: the character offsets of the range's two ends.
    static let textRange = Trampoline<RangeHandler>(
        { _, start, end, data in
            let body = Trampoline<RangeHandler>.body(data)
            guard let start, let end else { return }
            let from = Int(gtk_text_iter_get_offset(start))
            let to = Int(gtk_text_iter_get_offset(end))
            MainActor.assumeIsolated { body(from, to) }
        } as @convention(c) (Instance, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?, Data) -> Void)
    /// GtkTextBuffer::insert-paintable and ::insert-child-anchor: the location's character offset.
    static let insertObject = Trampoline<IntHandler>(
        { _, location, _, data in
            let body = Trampoline<IntHandler>.body(data)
            guard let location else { return }
            let offset = Int(gtk_text_iter_get_offset(location))
            MainActor.assumeIsolated { body(offset) }
        } as @convention(c) (Instance, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutableRawPointer?, Data) -> Void)
    /// GApplication::open: the files (URIs) and the hint.
    static let open = Trampoline<URIsHandler>(
        { _, files, count, _, data in
            let body = Trampoline<URIsHandler>.body(data)
            var uris: [String] = []
            for index in 0..<Int(max(count, 0)) {
                guard let file = files?[index], let uri = g_file_get_uri(file) else { continue }
                uris.append(String(cString: uri))
                g_free(uri)
            }
            MainActor.assumeIsolated { body(uris) }
        } as @convention(c) (Instance, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<CChar>?, Data) -> Void)
    /// GtkLabel::activate-link: the link's URI, answering whether it was handled.
    static let activateLink = Trampoline<URIDecision>(
        { _, uri, data in
            let body = Trampoline<URIDecision>.body(data)
            let text = uri.map { String(cString: $0) } ?? ""
            return MainActor.assumeIsolated { body(text) } ? 1 : 0
        } as @convention(c) (Instance, UnsafePointer<CChar>?, Data) -> gboolean)
}
