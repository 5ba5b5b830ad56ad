import CGtk

/// A number field with − and + (GtkSpinButton).
@MainActor
public final class SpinButton: Widget {
    /// A field from `lower` to `upper`, moving by `step`.
    public init(lower: Double, upper: Double, step: Double) {
        super.init(sinking: gtk_spin_button_new_with_range(lower, upper, step))
    }
    var spin: OpaquePointer { opaque }
    /// The value.
    public var value: Double {
        get { gtk_spin_button_get_value(spin) }
        set { if newValue != value { gtk_spin_button_set_value(spin, newValue) } }
    }
    /// Whether it goes from the last value back to the first (minutes 59 → 0).
    public var wraps: Bool {
        get { bool(gtk_spin_button_get_wrap) }
        set { setBool(gtk_spin_button_set_wrap, newValue) }
    }
    /// `value-changed`.
    @discardableResult
    public func onValueChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("value-changed", body) }
}
