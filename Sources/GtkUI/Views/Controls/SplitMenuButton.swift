import Gtk

/// The primary half of a `Menu` with a primary action: a button showing the
/// menu's label, joined to the menu button's arrow (GTK 4.8 has no split
/// button of its own; libadwaita's AdwSplitButton looks the same).
@MainActor
final class SplitMenuButton {
    let box = Box(.horizontal, spacing: 0)
    let button = Gtk::Button()
    let labelHost = ButtonLabelHost()
    var action: (@MainActor () -> Void)?

    init(menuButton: MenuButton) {
        box.addCSSClass("linked")
        box.append(button)
        box.append(menuButton)
        button.onClicked { [weak self] in self?.action?() }
    }
}

extension MenuNode {
    /// Shows the menu as a split button whose label runs `primaryAction`.
    func showSplit<L: View>(primaryAction: @escaping @MainActor () -> Void, label: L, context: RenderContext) {
        let split: SplitMenuButton
        if let existing = self.split {
            split = existing
        } else {
            setWidgets([])
            split = SplitMenuButton(menuButton: widget)
            self.split = split
            setWidgets([split.box])
        }
        split.action = primaryAction
        let button = split.button
        let toolbar = context.environment.toolbarItem
        split.labelHost.showFace(label, showsIcon: toolbar?.showsIcon ?? true, showsText: toolbar?.showsText ?? true) {
            button.setChild($0)
        }
        if let name = GtkUI.describe(label).bestLabel { button.setAccessibleLabel(name) }
        button.hasFrame = toolbar == nil
    }
}
