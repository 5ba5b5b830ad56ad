import CGtk

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
