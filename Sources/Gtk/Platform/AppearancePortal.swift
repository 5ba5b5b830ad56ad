import CGtk

/// The desktop's light or dark preference, as the settings portal
/// (`org.freedesktop.portal.Settings`, namespace `org.freedesktop.appearance`,
/// key `color-scheme`) publishes it: GNOME's Style setting, and other
/// desktops' equivalents.
///
/// GTK 4.8 without libadwaita does not follow it
/// (`GtkWorkaround.colorSchemeNotFollowed`).
///
/// Nothing blocks: the session bus and the setting are read asynchronously
/// (a reply arrives during the first main-loop turns, before the first
/// frame in practice), and `SettingChanged` signals follow later changes.
/// Without a portal on the bus, the preference stays unknown.
///
/// let portal = AppearancePortal { preference in print(preference) }
/// portal.start()
@MainActor
public final class AppearancePortal {
    /// The portal's `color-scheme` values.
    public enum Preference: Sendable, Equatable {
        case noPreference, preferDark, preferLight

        init(_ value: UInt32) {
            switch value {
            case 1: self = .preferDark
            case 2: self = .preferLight
            default: self = .noPreference
            }
        }
    }

    nonisolated static let busName = "org.freedesktop.portal.Desktop"
    nonisolated static let objectPath = "/org/freedesktop/portal/desktop"
    nonisolated static let interface = "org.freedesktop.portal.Settings"
    nonisolated static let namespace = "org.freedesktop.appearance"
    nonisolated static let key = "color-scheme"

    private let onChange: @MainActor (Preference) -> Void
    private var connection: OpaquePointer?
    private var subscription: guint = 0
    private var started = false
    private var stopped = false
    /// The latest value reported (nil until the portal answered).
    public private(set) var preference: Preference?

    /// Reports each new preference to `onChange` once started.
    public init(onChange: @escaping @MainActor (Preference) -> Void) {
        self.onChange = onChange
    }

    isolated deinit { stop() }

    /// Connects to the session bus, subscribes to changes and asks for the
    /// current value, all without waiting.
    public func start() {
        guard !started else { return }
        started = true
        let box = Unmanaged.passRetained(WeakPortal(self)).toOpaque()
        g_bus_get(
            G_BUS_TYPE_SESSION, nil,
            { _, result, data in
                let weak = Unmanaged<WeakPortal>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let connection = g_bus_get_finish(result, &error)
                if let error { g_error_free(error) }
                let address = UInt(bitPattern: connection)
                MainActor.assumeIsolated {
                    let connection = OpaquePointer(bitPattern: address)
                    guard let portal = weak.portal else {
                        if let connection { g_object_unref(UnsafeMutableRawPointer(connection)) }
                        return
                    }
                    portal.connected(connection)
                }
            }, box)
    }

    /// Stops following the setting (the subscription and bus reference are released).
    public func stop() {
        stopped = true
        if let connection {
            if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
        subscription = 0
        connection = nil
    }

    private func connected(_ connection: OpaquePointer?) {
        guard let connection, !stopped else {
            if let connection { g_object_unref(UnsafeMutableRawPointer(connection)) }
            return
        }
        self.connection = connection
        // Subscribed before the read, so a change between the two is not missed.
        let signalBox = Unmanaged.passRetained(WeakPortal(self)).toOpaque()
        subscription = g_dbus_connection_signal_subscribe(
            connection, Self.busName, Self.interface, "SettingChanged", Self.objectPath, Self.namespace,
            G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                let weak = Unmanaged<WeakPortal>.fromOpaque(data!).takeUnretainedValue()
                guard let parameters, let value = AppearancePortal.colorScheme(inSignal: parameters) else { return }
                MainActor.assumeIsolated { weak.portal?.report(Preference(value)) }
            },
            signalBox,
            { data in Unmanaged<WeakPortal>.fromOpaque(data!).release() })
        let arguments = [g_variant_new_string(Self.namespace), g_variant_new_string(Self.key)]
        let parameters = arguments.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        let callBox = Unmanaged.passRetained(WeakPortal(self)).toOpaque()
        g_dbus_connection_call(
            connection, Self.busName, Self.objectPath, Self.interface, "Read", parameters, nil,
            G_DBUS_CALL_FLAGS_NONE, -1, nil,
            { source, result, data in
                let weak = Unmanaged<WeakPortal>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(source.map { OpaquePointer($0) }, result, &error)
                // No portal, or no such setting: the preference stays unknown.
                if let error { g_error_free(error) }
                guard let reply else { return }
                let value = AppearancePortal.colorScheme(inReply: reply)
                g_variant_unref(reply)
                guard let value else { return }
                MainActor.assumeIsolated { weak.portal?.report(Preference(value)) }
            },
            callBox)
    }

    private func report(_ new: Preference) {
        guard !stopped, new != preference else { return }
        preference = new
        onChange(new)
    }

    /// The `u` inside a `Read` reply `(v)`: portals wrap it in one or two variants.
    nonisolated static func colorScheme(inReply reply: OpaquePointer) -> UInt32? {
        guard g_variant_n_children(reply) == 1, let child = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(child) }
        return unwrappedUInt32(child)
    }

    /// The value of a `SettingChanged (s namespace, s key, v value)` for the color scheme.
    nonisolated static func colorScheme(inSignal parameters: OpaquePointer) -> UInt32? {
        guard g_variant_n_children(parameters) == 3 else { return nil }
        func string(at index: Int) -> String? {
            guard let child = g_variant_get_child_value(parameters, gsize(index)) else { return nil }
            defer { g_variant_unref(child) }
            guard g_variant_is_of_type(child, cgtk_variant_type_string()) != 0 else { return nil }
            return String(cString: g_variant_get_string(child, nil))
        }
        guard string(at: 0) == namespace, string(at: 1) == key,
            let value = g_variant_get_child_value(parameters, 2)
        else { return nil }
        defer { g_variant_unref(value) }
        return unwrappedUInt32(value)
    }

    private nonisolated static func unwrappedUInt32(_ variant: OpaquePointer) -> UInt32? {
        var current = g_variant_ref(variant)!
        defer { g_variant_unref(current) }
        while g_variant_is_of_type(current, cgtk_variant_type_variant()) != 0 {
            guard let inner = g_variant_get_variant(current) else { return nil }
            g_variant_unref(current)
            current = inner
        }
        guard g_variant_is_of_type(current, cgtk_variant_type_uint32()) != 0 else { return nil }
        return g_variant_get_uint32(current)
    }
}

/// What GLib's callbacks hold: the portal, weakly, so a pending call never
/// keeps it alive.
private final class WeakPortal {
    weak var portal: AppearancePortal?
    init(_ portal: AppearancePortal) { self.portal = portal }
}
