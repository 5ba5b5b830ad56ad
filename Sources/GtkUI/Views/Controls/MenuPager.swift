import Gtk

/// The pages of a `Menu`'s popover: the menu's items, and a page for each
/// `Menu` nested in it, as GtkPopoverMenu shows a GMenu submenu (the pages
/// slide left to a submenu and right back to its parent; the popover takes
/// each page's height).
///
/// Closing the popover brings back the first page for the next opening.
@MainActor
final class MenuPager {
    let stack = Stack()
    private let main: Widget

    init(main: Widget) {
        self.main = main
        stack.transition = .slideLeftRight
        stack.setProperty("vhomogeneous", false)
        stack.setProperty("interpolate-size", true)
        stack.addPage(main, name: "main", title: "")
    }

    /// Adds a submenu's page.
    func add(_ page: Widget) { stack.addChild(page) }

    /// Removes a submenu's page (its nested menu is gone).
    func remove(_ page: Widget) {
        if page.parent?.isSameObject(as: stack) ?? false { stack.remove(page) }
    }

    /// Slides to `page`.
    func show(_ page: Widget) { stack.setVisibleChild(page) }

    /// Shows the menu's own items again, at once (the popover closed).
    func showMain() {
        guard !stack.isVisibleChild(main) else { return }
        let transition = stack.transition
        stack.transition = .none
        stack.setVisibleChild(main)
        stack.transition = transition
    }
}

/// A `Menu` inside another menu, drawn as GtkPopoverMenu draws a submenu:
/// a flat row with the menu's label and an arrow in its parent's page, and
/// a page of its own headed by a row with a back arrow and the title, then
/// the nested menu's items.
@MainActor
final class Submenu {
    /// The row in the parent's page that opens the submenu.
    let row = ButtonWidget()
    /// The submenu's page in the pager.
    let page = Box(.vertical, spacing: 0)
    private weak var pager: MenuPager?
    private let labelSlot = Box(.horizontal, spacing: 0)
    private var label: Widget?
    /// The title row, which slides back to the parent page.
    let back = ButtonWidget()
    private let titleLabel = LabelWidget("")

    /// A submenu of `items` in `pager`, whose title row goes back to `parentPage`.
    init(pager: MenuPager, items: Widget, parentPage: Widget) {
        self.pager = pager
        row.hasFrame = false
        row.addCSSClass("gtkui-submenu-row")
        let rowContent = Box(.horizontal, spacing: 6)
        labelSlot.hexpand = true
        rowContent.append(labelSlot)
        rowContent.append(ImageWidget(iconName: "pan-end-symbolic"))
        row.setChild(rowContent)
        row.onClicked { [weak self] in
            guard let self else { return }
            self.pager?.show(self.page)
        }

        back.hasFrame = false
        let backContent = Box(.horizontal, spacing: 6)
        backContent.append(ImageWidget(iconName: "pan-start-symbolic"))
        titleLabel.hexpand = true
        backContent.append(titleLabel)
        // As wide as the arrow, so the title is centred on the row.
        let balance = Box(.horizontal, spacing: 0)
        balance.setSizeRequest(width: 16, height: -1)
        backContent.append(balance)
        back.setChild(backContent)
        back.onClicked { [weak self, weak parentPage] in
            guard let parentPage else { return }
            self?.pager?.show(parentPage)
        }
        page.append(back)
        page.append(Separator(.horizontal))
        page.append(items)
        pager.add(page)
    }

    /// Shows `title` on the back row (bold, as GTK titles a submenu) and names both rows after it.
    func update(title: String) {
        titleLabel.setMarkup("<b>\(TextMarkup.escape(title))</b>")
        row.setAccessibleLabel(title)
        back.setAccessibleLabel(title)
    }

    /// Puts the menu's rendered label in the row.
    func setLabel(_ widget: Widget?) {
        if let label, let widget, label.isSameObject(as: widget) { return }
        if let label { labelSlot.remove(label) }
        if let widget { labelSlot.append(widget) }
        label = widget
    }

    /// Takes the page out of the pager (the nested menu is gone).
    func detach() { pager?.remove(page) }
}
