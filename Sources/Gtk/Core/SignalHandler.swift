import CGtk
import Synchronization

/// A connected signal handler: a token that can disconnect it.
///
/// The token holds the instance weakly (a GWeakRef), so keeping a token never
/// keeps a widget alive, and disconnecting after the instance is gone is a
/// harmless no-op. Dropping the token does not disconnect: the handler lives
/// as long as its instance, like `g_signal_connect`.
@MainActor
public final class SignalHandler {
    private var weak = GWeakRef()
    /// The GLib handler id.
    public let id: UInt

    init(instance: UnsafeMutableRawPointer, id: UInt) {
        self.id = id
        g_weak_ref_init(&weak, instance)
    }

    isolated deinit {
        g_weak_ref_clear(&weak)
    }

    /// Whether the handler is still connected to a live instance.
    public var isConnected: Bool {
        guard let instance = g_weak_ref_get(&weak) else { return false }
        defer { g_object_unref(instance) }
        return g_signal_handler_is_connected(instance, gulong(id)) != 0
    }

    /// Disconnects the handler, releasing its closure now.
    public func disconnect() {
        guard let instance = g_weak_ref_get(&weak) else { return }
        defer { g_object_unref(instance) }
        if g_signal_handler_is_connected(instance, gulong(id)) != 0 {
            g_signal_handler_disconnect(instance, gulong(id))
        }
    }
}

/// Counts the Swift closures GLib currently holds for signal handlers.
///
/// Every connected closure increments it; the destroy notify that GLib calls
/// when the handler is disconnected or its instance finalized decrements it.
/// Tests use it to prove closures are neither leaked nor freed early.
public enum SignalClosures {
    static let counter = Atomic<Int>(0)
    /// The number of signal closures currently alive.
    public static var liveCount: Int { counter.load(ordering: .relaxed) }
}

/// A retained Swift closure handed to GLib as `user_data`.
final class ClosureBox<Body> {
    let body: Body
    init(_ body: Body) {
        self.body = body
        SignalClosures.counter.add(1, ordering: .relaxed)
    }
    deinit { SignalClosures.counter.subtract(1, ordering: .relaxed) }

    static func from(_ data: UnsafeMutableRawPointer?) -> Body {
        Unmanaged<ClosureBox<Body>>.fromOpaque(data!).takeUnretainedValue().body
    }
}

/// Releases the box GLib held; called by GLib exactly once per connection.
private let releaseClosureBox: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension Object {
    /// Connects `trampoline` (a C function of the signal's exact signature)
    /// with `body` as its retained user data.
    func connect<Body, Trampoline>(_ signal: String, after: Bool = false, body: Body, trampoline: Trampoline) -> SignalHandler {
        let box = Unmanaged.passRetained(ClosureBox(body) as AnyObject).toOpaque()
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        let flags: GConnectFlags = after ? G_CONNECT_AFTER : GConnectFlags(0)
        let id = g_signal_connect_data(raw, signal, callback, box, releaseClosureBox, flags)
        precondition(id != 0, "no signal '\(signal)' on \(typeName)")
        return SignalHandler(instance: raw, id: UInt(id))
    }

    /// Connects a handler for a signal whose C signature is `void (*)(instance, user_data)`.
    @discardableResult
    public func connect(_ signal: String, after: Bool = false, _ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect(signal, after: after, body: body, trampoline: Trampolines.void)
    }

    /// Connects a handler for `notify::<property>`, called after the property changes.
    @discardableResult
    public func onNotify(_ property: String, _ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("notify::\(property)", body: body, trampoline: Trampolines.notify)
    }

    /// Disconnects every handler this wrapper module connected on the object,
    /// releasing their closures.
    public func disconnectAllHandlers() {
        Trampolines.disconnectAll(on: raw)
    }
}

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

/// Why a drag ended without a drop.
public enum DragCancelReason: Sendable {
    /// Released where nothing accepts drops.
    case noTarget
    /// Escape pressed.
    case userCancelled
    /// Anything else.
    case error
}

/// A key press as delivered by an `EventControllerKey`.
public struct KeyEvent: Sendable, Equatable {
    /// The GDK key value (see `Key`).
    public let keyval: UInt32
    /// The modifiers held.
    public let modifiers: KeyModifiers
    /// Creates a key event (for tests and synthetic dispatch).
    public init(keyval: UInt32, modifiers: KeyModifiers) {
        self.keyval = keyval
        self.modifiers = modifiers
    }
}

/// Keyboard modifiers, as GDK reports them.
public struct KeyModifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)
    /// The modifiers that matter for shortcuts (ignores lock keys and buttons).
    public var relevant: KeyModifiers { intersection([.shift, .control, .alt, .super]) }
}

/// GDK key values the project uses.
public enum Key {
    public static let left = UInt32(GDK_KEY_Left)
    public static let right = UInt32(GDK_KEY_Right)
    public static let up = UInt32(GDK_KEY_Up)
    public static let down = UInt32(GDK_KEY_Down)
    public static let delete = UInt32(GDK_KEY_Delete)
    public static let backSpace = UInt32(GDK_KEY_BackSpace)
    public static let kpDelete = UInt32(GDK_KEY_KP_Delete)
    public static let `return` = UInt32(GDK_KEY_Return)
    public static let kpEnter = UInt32(GDK_KEY_KP_Enter)
    public static let space = UInt32(GDK_KEY_space)
    public static let escape = UInt32(GDK_KEY_Escape)
    public static let menu = UInt32(GDK_KEY_Menu)
    public static let f10 = UInt32(GDK_KEY_F10)
    public static let z = UInt32(GDK_KEY_z)
    public static let capitalZ = UInt32(GDK_KEY_Z)
}
