import CGtk

/// A button that opens a popover or menu (GtkMenuButton).
@MainActor
public final class MenuButton: Widget {
    /// Creates a menu button.
    public init() { super.init(sinking: gtk_menu_button_new()) }
    var button: OpaquePointer { opaque }
    /// The icon shown.
    public func setIconName(_ name: String) { gtk_menu_button_set_icon_name(button, name) }
    /// The text shown.
    public func setLabel(_ text: String) { gtk_menu_button_set_label(button, text) }
    /// A menu model shown as a popover menu.
    public func setMenu(_ menu: Menu?) { gtk_menu_button_set_menu_model(button, menu?.model) }
    /// A custom popover.
    public func setPopover(_ popover: Popover?) { gtk_menu_button_set_popover(button, popover?.widget) }
    /// Whether the button has the flat look.
    public var hasFrame: Bool {
        get { bool(gtk_menu_button_get_has_frame) }
        set { setBool(gtk_menu_button_set_has_frame, newValue) }
    }
    /// Opens the popover.
    public func popup() { gtk_menu_button_popup(button) }
    /// Closes the popover.
    public func popdown() { gtk_menu_button_popdown(button) }
    /// Whether the popover is open.
    public var isActive: Bool { property("active")?.bool ?? false }
    /// Replaces the button's content with any widget (icon and caption, …);
    /// nil leaves it empty.
    public func setChild(_ child: Widget?) {
        if let child {
            gtk_menu_button_set_child(button, child.widget)
        } else if GtkWorkaround.menuButtonNullChild.isActive {
            // An empty label releases the old child just the same.
            gtk_menu_button_set_label(button, "")
        } else {
            gtk_menu_button_set_child(button, nil)
        }
    }
}
