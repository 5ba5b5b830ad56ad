import Gtk

/// Holds a button's toolbar-style content: an icon, a text, or an icon
/// above a caption, updated in place.
@MainActor
final class ToolbarFace {
    private let image = ImageWidget(iconName: "")
    private let label = LabelWidget("")
    private var column: Box?
    private var layout: (icon: Bool, text: Bool)?
    /// The widget put inside the button, for tests.
    private(set) var content: Widget?

    /// Updates the face for `description` under the toolbar's display mode,
    /// calling `setChild` when the button's content widget must change.
    ///
    /// Icon only without an icon shows the text, and the other way round.
    func update(
        _ description: ControlDescription, showsIcon: Bool, showsText: Bool,
        setChild: (Widget?) -> Void
    ) {
        let text = description.title ?? description.bestLabel ?? ""
        let icon = description.iconName
        let wantIcon = icon != nil && (showsIcon || text.isEmpty)
        let wantText = !text.isEmpty && (showsText || icon == nil)
        if let icon, image.iconName != icon { image.iconName = icon }
        label.text = text
        label.setCSSClass("caption", wantIcon && wantText)
        if let layout, layout == (wantIcon, wantText) { return }
        layout = (wantIcon, wantText)
        setChild(nil)
        if let column {
            if image.hasParent { column.remove(image) }
            if label.hasParent { column.remove(label) }
        }
        if wantIcon && wantText {
            let column = Box(.vertical, spacing: 2)
            column.append(image)
            column.append(label)
            self.column = column
            content = column
        } else {
            column = nil
            content = wantIcon ? image : (wantText ? label : nil)
        }
        setChild(content)
    }
}
