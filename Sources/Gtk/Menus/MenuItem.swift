import CGtk

/// One entry of a `Menu` (GMenuItem).
@MainActor
public final class MenuItem: Object {
    var item: OpaquePointer { opaque }

    /// An item that activates `action` ("app.quit"), optionally with a string target.
    ///
    /// The label is shown as given: GTK reads `_` in menu labels as a
    /// mnemonic marker, so underscores are escaped ("About My_App" keeps its
    /// underscore).
    public init(_ label: String, action: String?, target: String? = nil) {
        super.init(adopting: UnsafeMutableRawPointer(g_menu_item_new(Menu.escapingMnemonics(label), nil))!)
        if let action {
            if let target {
                cgtk_menu_item_set_action_string_target(item, action, target)
            } else {
                g_menu_item_set_detailed_action(item, action)
            }
        }
    }

    /// Shows an accelerator next to the label (display only; bind it with `Application.setAccelerators`).
    public func setAccelerator(_ accel: String) { setAttribute("accel", accel) }

    /// Sets a string attribute ("accel", "icon", "verb-icon", "hidden-when", "custom").
    public func setAttribute(_ name: String, _ value: String) {
        g_menu_item_set_attribute_value(item, name, g_variant_new_string(value))
    }
}
