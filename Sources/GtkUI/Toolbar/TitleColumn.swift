import Gtk

/// A header bar's title with a subtitle line beneath (GNOME's window title
/// widget, as libadwaita's AdwWindowTitle draws it).
@MainActor
final class TitleColumn {
    let box: Box
    let titleLabel = LabelWidget()
    let subtitleLabel = LabelWidget()

    /// A title column in `box` (a new vertical box by default).
    init(box: Box = Box(.vertical, spacing: 0)) {
        self.box = box
        box.valign = .center
        titleLabel.addCSSClass("title")
        subtitleLabel.addCSSClass("subtitle")
        titleLabel.setEllipsizeEnd()
        subtitleLabel.setEllipsizeEnd()
        box.append(titleLabel)
        box.append(subtitleLabel)
    }

    func update(title: String, subtitle: String) {
        if titleLabel.text != title { titleLabel.text = title }
        if subtitleLabel.text != subtitle { subtitleLabel.text = subtitle }
        subtitleLabel.isVisible = !subtitle.isEmpty
    }
}
