import Gtk

extension View {
    /// Hides this view inside its toolbar item while `hidden` is true.
    ///
    /// A button of a `ControlGroup` item, say: its widgets take no room in
    /// the header bar and come back when `hidden` turns false; the item's
    /// other views stay.
    public func toolbarItemHidden(_ hidden: Bool = true) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.widgets {
                    // Marked, so that `false` shows only what this modifier hid.
                    if hidden {
                        widget.addCSSClass(toolbarItemHiddenMark)
                        if widget.isVisible { widget.isVisible = false }
                    } else if widget.hasCSSClass(toolbarItemHiddenMark) {
                        widget.removeCSSClass(toolbarItemHiddenMark)
                        widget.isVisible = true
                    }
                }
            }, info: { _ in })
    }
}

/// The CSS class of widgets `toolbarItemHidden(true)` hid (no style: a mark).
private let toolbarItemHiddenMark = "gtkui-toolbar-item-hidden"
