import CGtk

/// A check box with a label (GtkCheckButton).
@MainActor
public final class CheckButton: Widget {
    /// Creates a check button.
    public init(label: String?) { super.init(sinking: gtk_check_button_new_with_label(label)) }
    var check: UnsafeMutablePointer<GtkCheckButton> { raw.assumingMemoryBound(to: GtkCheckButton.self) }
    /// Whether it is checked.
    public var isActive: Bool {
        get { bool(gtk_check_button_get_active) }
        set { if newValue != isActive { setBool(gtk_check_button_set_active, newValue) } }
    }
    /// The label text.
    public func setLabel(_ text: String?) { gtk_check_button_set_label(check, text) }
    /// Makes this a radio button in `group`'s group.
    public func setGroup(_ group: CheckButton?) { gtk_check_button_set_group(check, group?.check) }
    /// `toggled`.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("toggled", body) }
}

extension CheckButton {
    /// Replaces the label with any widget.
    public func setChild(_ child: Widget?) { gtk_check_button_set_child(check, child?.widget) }
}
