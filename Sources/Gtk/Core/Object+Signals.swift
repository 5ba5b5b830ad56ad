import CGtk

/// Releases the box GLib held; called by GLib exactly once per connection.
private let releaseClosureBox: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension Object {
    /// Connects `body` to `signal` through `trampoline`, the C function of
    /// the signal's exact signature that unboxes a `Body`: GLib holds `body`
    /// (retained) until the handler is disconnected or the instance finalized.
    func connect<Body>(_ signal: String, after: Bool = false, body: Body, trampoline: Trampoline<Body>) -> SignalHandler {
        let box = Unmanaged.passRetained(ClosureBox(body) as AnyObject).toOpaque()
        let flags: GConnectFlags = after ? G_CONNECT_AFTER : GConnectFlags(0)
        let id = g_signal_connect_data(raw, signal, trampoline.callback, box, releaseClosureBox, flags)
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
