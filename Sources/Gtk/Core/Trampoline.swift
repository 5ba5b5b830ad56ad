import CGtk
import Synchronization

/// The C callback of one signal signature, typed by the Swift closure it calls.
///
/// GLib calls a signal handler through a C function whose parameters must
/// match the signal's C signature exactly, and that function unboxes the
/// Swift closure from `user_data`. `Object.connect(_:body:trampoline:)`
/// takes a `Trampoline<Body>` and a `Body`, so a closure can only be
/// connected through a trampoline that unboxes its exact type: a mismatch
/// does not compile (what `gtk-rs` gets by generating one typed trampoline
/// per signal).
///
/// Every trampoline registers itself when it is made (the first time it is
/// used, as `Trampolines`' members are lazy), so `Trampolines.disconnectAll`,
/// which the window teardown runs, knows every callback this module ever
/// connected without a hand-kept list.
///
///     static let pressed = Trampoline<PressHandler>({ _, count, x, y, data in
///         let body = Trampoline<PressHandler>.body(data)
///         MainActor.assumeIsolated { body(Int(count), x, y) }
///     } as @convention(c) (Instance, gint, gdouble, gdouble, Data) -> Void)
struct Trampoline<Body>: Sendable {
    /// The C function's address (a `GCallback`; stored as an address to be `Sendable`).
    private let address: UInt

    /// Wraps `function`, a `@convention(c)` function whose last parameter is
    /// the `user_data` holding a `Body`.
    init<Function>(_ function: Function) {
        precondition(
            MemoryLayout<Function>.size == MemoryLayout<GCallback>.size,
            "a trampoline is a @convention(c) function")
        address = UInt(bitPattern: unsafeBitCast(function, to: UnsafeRawPointer.self))
        Trampolines.register(address)
    }

    /// The function as GLib stores it.
    var callback: GCallback { unsafeBitCast(address, to: GCallback.self) }

    /// The closure a connection through this trampoline holds in `user_data`.
    static func body(_ data: UnsafeMutableRawPointer?) -> Body { ClosureBox<Body>.from(data) }
}

extension Trampolines {
    /// Every trampoline made so far, as the `GCallback` addresses GLib stores.
    private static let registered = Mutex<[UInt]>([])

    static func register(_ address: UInt) {
        registered.withLock { if !$0.contains(address) { $0.append(address) } }
    }

    /// Disconnects every handler this module connected on `instance`
    /// (matched by trampoline), releasing their closures.
    static func disconnectAll(on instance: UnsafeMutableRawPointer) {
        for address in registered.withLock({ $0 }) {
            let function = UnsafeMutableRawPointer(bitPattern: address)
            g_signal_handlers_disconnect_matched(instance, G_SIGNAL_MATCH_FUNC, 0, 0, nil, function, nil)
        }
    }
}
