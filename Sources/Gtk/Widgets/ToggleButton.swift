import CGtk

/// A button that stays pressed (GtkToggleButton).
@MainActor
public final class ToggleButton: Button {
    /// Creates a toggle button.
    public init(active: Bool = false) {
        super.init(sinking: gtk_toggle_button_new())
        isActive = active
    }
    var toggle: UnsafeMutablePointer<GtkToggleButton> { raw.assumingMemoryBound(to: GtkToggleButton.self) }
    /// Whether it is pressed.
    public var isActive: Bool {
        get { bool(gtk_toggle_button_get_active) }
        set { if newValue != isActive { setBool(gtk_toggle_button_set_active, newValue) } }
    }
    /// `toggled`.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("toggled", body) }
}

extension ToggleButton {
    /// Joins `group`'s radio group: at most one button of a group is active.
    public func setGroup(_ group: ToggleButton?) { gtk_toggle_button_set_group(toggle, group?.toggle) }
}
