import Gtk

/// How a toolbar item's content is being rendered.
struct ToolbarItemRendering {
    /// The display mode of the toolbar.
    var showsIcon: Bool
    var showsText: Bool
    /// True in the customization palette: drawn as the real control, inert.
    var isInert: Bool
    /// True in a customizable toolbar, whose display mode the user chooses
    /// (`labelStyle` does not override it).
    var isCustomizable = true
}

extension ToolbarItemRendering {
    /// The look of a `.toolbar { }` item under a label style: icon only by
    /// default, as SwiftUI's toolbars on macOS and iOS.
    init(labelStyle: LabelStyleKind, isInert: Bool = false) {
        showsIcon = labelStyle != .titleOnly
        showsText = labelStyle == .titleOnly || labelStyle == .titleAndIcon
        self.isInert = isInert
        isCustomizable = false
    }
}

extension EnvironmentValues {
    /// How `.toolbar { }` items render in this environment.
    var toolbarLabelRendering: ToolbarItemRendering { ToolbarItemRendering(labelStyle: labelStyle) }
}
