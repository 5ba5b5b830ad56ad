import CGtk

/// An on/off switch (GtkSwitch).
@MainActor
public final class Switch: Widget {
    /// Creates a switch, off.
    public init() { super.init(sinking: gtk_switch_new()) }
    var toggle: OpaquePointer { opaque }
    /// Whether it is on.
    public var isActive: Bool {
        get { bool(gtk_switch_get_active) }
        set { if newValue != isActive { setBool(gtk_switch_set_active, newValue) } }
    }
    /// `notify::active`: the switch was turned on or off.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalHandler { onNotify("active", body) }
}
