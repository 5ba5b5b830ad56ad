import Gtk

/// The views with an `.id` inside one `ScrollViewReader`, and the scrolling
/// its proxy asks for.
@MainActor
final class ScrollTargets {
    private struct Entry {
        weak var node: ViewNode?
    }
    private var entries: [AnyHashable: Entry] = [:]
    /// The scroll waiting for the next layout pass (only the latest counts).
    private var pending: (id: AnyHashable, anchor: UnitPoint?)?

    func register(_ id: AnyHashable, _ node: ViewNode) { entries[id] = Entry(node: node) }

    func unregister(_ id: AnyHashable, _ node: ViewNode) {
        if entries[id]?.node === node { entries[id] = nil }
    }

    /// The outermost widget of the view with `id`, if it is shown.
    func widget(for id: AnyHashable) -> Widget? { entries[id]?.node?.widgets.first }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        guard let target = widget(for: id) else {
            // A row a lazy stack has not drawn yet: drawn first, then scrolled to.
            if LazyRegion.reveal(id) {
                MainLoop.after(0.02) { [weak self] in self?.scroll(to: id, anchor: anchor) }
            }
            return
        }
        let waiting = pending != nil
        pending = (id, anchor)
        guard !waiting else { return }
        // The first tick comes before the next layout; by the second, views
        // added by the same update have their place.
        var ticks = 0
        target.addTickCallback { [weak self] in
            ticks += 1
            guard ticks >= 2 else { return true }
            self?.performPending()
            return false
        }
    }

    private func performPending() {
        guard let (id, anchor) = pending else { return }
        pending = nil
        if let target = widget(for: id) { ScrollTargets.reveal(target, anchor: anchor) }
    }

    /// Scrolls every scrolled window around `target` so it shows, per `anchor`.
    static func reveal(_ target: Widget, anchor: UnitPoint?) {
        var inner: Widget = target
        while let scrolled = ScrolledWindow.enclosing(inner) {
            if let bounds = target.bounds(relativeTo: scrolled) {
                reveal(bounds, in: scrolled.horizontalAdjustment, along: \.x, \.width, anchor?.x)
                reveal(bounds, in: scrolled.verticalAdjustment, along: \.y, \.height, anchor?.y)
            }
            inner = scrolled
        }
    }

    /// Moves `adjustment` so the span of `bounds` (in the scrolled window's
    /// coordinates) shows: minimally, or with its `fraction` point at the
    /// same fraction of the page.
    private static func reveal(
        _ bounds: Rect, in adjustment: Adjustment, along origin: KeyPath<Rect, Double>, _ length: KeyPath<Rect, Double>,
        _ fraction: CGFloat?
    ) {
        let page = adjustment.pageSize
        guard page > 0 else { return }
        let start = bounds[keyPath: origin] + adjustment.value
        let extent = bounds[keyPath: length]
        var value = adjustment.value
        if let fraction {
            value = start + extent * Double(fraction) - page * Double(fraction)
        } else if start < value {
            value = start
        } else if start + extent > value + page {
            value = min(start, start + extent - page)
        }
        value = max(adjustment.lower, min(value, adjustment.upper - page))
        if value != adjustment.value { adjustment.value = value }
    }
}
