import Gtk

/// Lays out the end of a header bar's `.toolbar { }` items inside GTK's
/// layout pass: the search fields, then the items that fit, then an
/// overflow button for the others.
///
/// GtkHeaderBar gives its end at least this layout's minimum width (the
/// search fields and the overflow button) and at most its natural width
/// (everything), the title keeping its own width first. What shows is
/// decided while allocating, from the width alone: the first `k` items
/// stay, the largest `k` that fits, so items leave for the overflow menu
/// from the trailing end one at a time (as in a customizable toolbar,
/// `ToolbarBarLayout`) and the window's minimum width no longer grows with
/// every item. The shown widgets hug the bar's end, the overflow button
/// last.
@MainActor
final class HeaderEndLayout: LayoutDelegate {
    /// Space between neighbours (the header bar's own spacing).
    let spacing = 6
    /// Widgets that always show, before the items (the `.searchable` fields).
    private(set) var fixed: [Widget] = []
    /// The items, in order; those past `shownCount` are in the overflow menu.
    private(set) var items: [Widget] = []
    private let overflowButton: Widget
    private let shownChildren = ShownChildren()
    /// How many leading items the last allocation showed.
    private(set) var shownCount = 0
    /// Called (from the layout pass) when the items left out changed.
    var onShownCountChange: (() -> Void)?

    init(overflowButton: Widget) {
        self.overflowButton = overflowButton
    }

    /// Sets the widgets to place; returns whether they changed (the host
    /// then needs a new size request).
    @discardableResult
    func set(fixed: [Widget], items: [Widget]) -> Bool {
        guard !ViewNode.sameWidgets(fixed, self.fixed) || !ViewNode.sameWidgets(items, self.items) else { return false }
        self.fixed = fixed
        self.items = items
        shownChildren.keep(only: fixed + items + [overflowButton])
        return true
    }

    /// The items the last allocation left out, in order.
    var overflowedItems: [Widget] { Array(items.dropFirst(shownCount)) }

    // MARK: Measuring

    private func naturalWidth(of widget: Widget) -> Int {
        widget.isVisible ? widget.measure(.horizontal).natural : 0
    }

    /// The width of widgets side by side with the bar's spacing (empty ones take no room).
    private func run(_ widths: [Int]) -> Int {
        let shown = widths.filter { $0 > 0 }
        return shown.isEmpty ? 0 : shown.reduce(0, +) + spacing * (shown.count - 1)
    }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        if orientation == .vertical {
            // Every item counts, shown or not: the bar keeps one height.
            return (fixed + items + [overflowButton]).filter(\.isVisible).reduce(SizeRequest(minimum: 0, natural: 0)) {
                let child = $1.measure(.vertical)
                return SizeRequest(minimum: max($0.minimum, child.minimum), natural: max($0.natural, child.natural))
            }
        }
        let fixedWidths = fixed.map(naturalWidth)
        let itemWidths = items.map(naturalWidth)
        // The narrowest: every item in the overflow menu.
        let minimum = run(fixedWidths + (itemWidths.contains { $0 > 0 } ? [naturalWidth(of: overflowButton)] : []))
        return SizeRequest(minimum: minimum, natural: max(minimum, run(fixedWidths + itemWidths)))
    }

    // MARK: Allocating

    func allocate(width: Int, height: Int, baseline: Int) {
        let fixedWidths = fixed.map(naturalWidth)
        let itemWidths = items.map(naturalWidth)
        let buttonWidth = naturalWidth(of: overflowButton)
        // The most leading items that fit, with the overflow button when some are left out.
        var count = items.count
        while count > 0 {
            let leftOut = itemWidths[count...].contains { $0 > 0 }
            if run(fixedWidths + itemWidths[..<count] + (leftOut ? [buttonWidth] : [])) <= width { break }
            count -= 1
        }
        let leftOut = itemWidths[count...].contains { $0 > 0 }
        let shown = Array(zip(fixed, fixedWidths)) + Array(zip(items, itemWidths).prefix(count))
        let total = run(shown.map(\.1) + (leftOut ? [buttonWidth] : []))
        var x = max(0, width - total)
        for (widget, widgetWidth) in shown {
            setShown(widget, true)
            guard widgetWidth > 0 else { continue }
            widget.allocate(x: x, y: 0, width: widgetWidth, height: height)
            x += widgetWidth + spacing
        }
        for widget in items[count...] { setShown(widget, false) }
        setShown(overflowButton, leftOut)
        if leftOut { overflowButton.allocate(x: x, y: 0, width: buttonWidth, height: height) }
        let previous = shownCount
        shownCount = count
        if previous != count { onShownCountChange?() }
    }

    private func setShown(_ widget: Widget, _ shown: Bool) { shownChildren.setShown(widget, shown) }
}
