import CGtk

/// A popover showing a menu model (GtkPopoverMenu).
@MainActor
public final class PopoverMenu: Popover {
    /// Creates a popover menu for `menu`.
    public init(_ menu: Menu) {
        super.init(sinking: gtk_popover_menu_new_from_model(menu.model))
    }
    /// Replaces the menu model.
    public func setMenu(_ menu: Menu) {
        gtk_popover_menu_set_menu_model(opaque, menu.model)
    }
}
