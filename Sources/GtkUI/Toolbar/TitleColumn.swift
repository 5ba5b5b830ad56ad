import Gtk

/// A header bar's title with a subtitle line beneath (GNOME's window title
/// widget, as libadwaita's AdwWindowTitle draws it).
@MainActor
final class TitleColumn {
    let box = Box(.vertical, spacing: 0)
    let titleLabel = LabelWidget()
    let subtitleLabel = LabelWidget()

    init() {
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
