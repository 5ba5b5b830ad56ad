import Gtk

/// How a toolbar item's content is being rendered.
struct ToolbarItemRendering {
    /// The display mode of the toolbar.
    var showsIcon: Bool
    var showsText: Bool
    /// True in the customization palette: drawn as the real control, inert.
    var isInert: Bool
}
