import Gtk

/// The titles controls gave their form rows, by control widget.
@MainActor
final class FormRowTitles {
    private var titles: [ObjectID: String] = [:]

    /// Records `title` for `widget`; answers whether it changed.
    func set(_ title: String?, for widget: Widget) -> Bool {
        let id = widget.objectID
        guard titles[id] != title else { return false }
        titles[id] = title
        return true
    }

    func title(for widget: Widget) -> String? { titles[widget.objectID] }

    /// Forgets the titles of widgets no longer shown.
    func keep(only widgets: [Widget]) {
        guard titles.count > widgets.count else { return }
        let shown = Set(widgets.map(\.objectID))
        titles = titles.filter { shown.contains($0.key) }
    }
}

/// One section of a form as GNOME draws it: a heading, the rows in a
/// boxed list (or, in columns, a label column beside the controls), and a
/// dimmed footer.
@MainActor
final class FormSectionBox {
    let box = Box(.vertical, spacing: 12)
    let header = BoxChildren(Box(.vertical, spacing: 6))
    let footer = BoxChildren(Box(.vertical, spacing: 6))
    private let list = ListBox()
    private let columnRows = BoxChildren(Box(.vertical, spacing: 12))
    /// Each row's box and title label, by the widget it shows.
    private var rows: [ObjectID: FormRow] = [:]
    private var style: FormRowStyle?

    /// GNOME's boxed lists as libadwaita draws them: GTK 4.8's own theme
    /// has no `boxed-list` style, so the first form adds it to the display
    /// (from the theme's named colours, light and dark alike).
    private static let boxedListStyle: CssProvider = {
        let provider = CssProvider(
            css: """
                list.boxed-list { background-color: @theme_base_color; border: 1px solid alpha(@borders, 0.8);
                    border-radius: 12px; }
                list.boxed-list > row { border-bottom: 1px solid alpha(@borders, 0.5); }
                list.boxed-list > row:first-child { border-top-left-radius: 11px; border-top-right-radius: 11px; }
                list.boxed-list > row:last-child { border-bottom: none;
                    border-bottom-left-radius: 11px; border-bottom-right-radius: 11px; }
                """)
        provider.applyToDisplay()
        return provider
    }()

    init() {
        _ = Self.boxedListStyle
        header.box.addCSSClass("heading")
        header.box.halign = .start
        footer.box.halign = .start
        header.box.setMargins(top: 0, bottom: 0, start: 6, end: 6)
        footer.box.addCSSClass("dim-label")
        footer.box.addCSSClass("caption")
        footer.box.setMargins(top: 0, bottom: 0, start: 6, end: 6)
        list.addCSSClass("boxed-list")
        box.append(header.box)
        box.append(footer.box)
    }

    /// Shows `widgets` as the section's rows, each with the title its control gave it.
    ///
    /// In columns, the titles take the width of the widest title of `labelColumn` (the form's).
    func show(rows widgets: [Widget], titles: FormRowTitles, style: FormRowStyle, labelColumn: SizeGroup) {
        setStyle(style)
        var shown: [Widget] = []
        var next: [ObjectID: FormRow] = [:]
        for widget in widgets {
            let row = rows[widget.objectID] ?? FormRow(widget: widget, style: style, labelColumn: labelColumn)
            row.setTitle(titles.title(for: widget))
            next[widget.objectID] = row
            shown.append(row.box)
        }
        for (id, row) in rows where next[id] == nil { row.release() }
        rows = next
        if style == .grouped {
            list.setChildren(shown)
            list.isVisible = !shown.isEmpty
        } else {
            columnRows.sync(shown)
        }
    }

    /// `.headerProminence(.increased)`: a larger heading (GNOME's `title-4`).
    func setHeaderProminent(_ prominent: Bool) {
        header.box.setCSSClass("heading", !prominent)
        header.box.setCSSClass("title-4", prominent)
    }

    /// Shows the header's and the footer's widgets.
    func show(header headerWidgets: [Widget], footer footerWidgets: [Widget]) {
        header.sync(headerWidgets)
        footer.sync(footerWidgets)
        header.box.isVisible = !headerWidgets.isEmpty
        footer.box.isVisible = !footerWidgets.isEmpty
    }

    private func setStyle(_ newStyle: FormRowStyle) {
        guard newStyle != style else { return }
        if let style {
            // Rows are made for one style: start again.
            if style == .grouped { list.setChildren([]) } else { columnRows.sync([]) }
            for row in rows.values { row.release() }
            rows = [:]
            box.remove(style == .grouped ? list : columnRows.box)
        }
        style = newStyle
        box.insert(newStyle == .grouped ? list : columnRows.box, after: header.box)
    }
}

/// One row of a form: the title a control gave it, then the control.
@MainActor
final class FormRow {
    let box = Box(.horizontal, spacing: 12)
    private let title = LabelWidget()
    let widget: Widget

    init(widget: Widget, style: FormRowStyle, labelColumn: SizeGroup) {
        self.widget = widget
        widget.valign = .center
        if style == .grouped {
            // GNOME's preference rows: 50 px tall, 12 px from the list's edges.
            box.setMargins(top: 6, bottom: 6, start: 12, end: 12)
            box.setSizeRequest(width: -1, height: 38)
            title.xalign = 0
        } else {
            title.xalign = 1
            labelColumn.add(title)
            widget.halign = .start
        }
        title.valign = .center
        title.isVisible = style == .columns
        box.append(title)
        box.append(widget)
    }

    /// Shows `text` before the control (nil: none, in columns an empty label cell).
    func setTitle(_ text: String?) {
        let value = text ?? ""
        if title.text != value { title.text = value }
        let columns = title.xalign == 1
        let visible = columns || text != nil
        if title.isVisible != visible { title.isVisible = visible }
        // The control takes the row's width when it can grow (an entry), else the title does.
        let grows = !columns && !widget.computesExpand(.horizontal)
        if title.hexpand != grows { title.hexpand = grows }
    }

    /// Gives the control back (it may be shown elsewhere next).
    func release() {
        if widget.isPlaced(in: box, after: title) { box.remove(widget) }
    }
}
