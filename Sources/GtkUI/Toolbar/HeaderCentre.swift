import Gtk

/// A header bar's content while it has `.toolbar { }` items: the start
/// items, the title and the end items, the title centred on the whole bar
/// as GNOME centres it and pushed aside by the items when they need the
/// room, the end's items going to the overflow menu before the title gets
/// narrower than its whole width (as macOS and GNOME keep a window's
/// title whole; it is ellipsized only when the items that cannot overflow
/// leave too little room).
///
/// GtkHeaderBar gives each of its sides at most half of what the title
/// leaves, so with a centred title, items at the end would overflow while
/// the start has room to spare; and its sides never grow a gap. So this
/// widget is the header bar's title widget and places the parts inside
/// GTK's layout pass: the window buttons of the start, the start items,
/// then the run before the title, the title, the run after it, the end
/// items and the window buttons of the end. The two runs hold the items a
/// flexible `ToolbarSpacer` puts next to the title. It holds the window
/// buttons itself (GTK's are hidden meanwhile, as the customizable strip
/// does): GtkHeaderBar centres its title widget between equal margins, so
/// with GTK's buttons at the end only, the start items began as far from
/// the bar's start as the buttons are wide.
@MainActor
final class HeaderCentre: LayoutDelegate {
    private(set) lazy var host: LayoutHost = {
        let host = LayoutHost(delegate: self)
        host.hexpand = true
        return host
    }()
    /// Before the title; after the title.
    let beforeTitle = BoxChildren(Box(.horizontal, spacing: 6))
    let afterTitle = BoxChildren(Box(.horizontal, spacing: 6))
    /// At the bar's start (a box) and at its end (a row whose items overflow).
    private let startEdge: Widget
    private let endEdge: Widget
    private lazy var parts = OrderedChildren(host)
    /// The window buttons (minimize, maximize, close) at each side, as the
    /// desktop's decoration layout puts them.
    private let startControls = WindowControls(.start)
    private let endControls = WindowControls(.end)
    private var title: Widget?
    private weak var headerBar: Widget?
    private let spacing = 6

    init(headerBar: Widget, start: Widget, end: Widget) {
        self.headerBar = headerBar
        startEdge = start
        endEdge = end
        for run in [beforeTitle, afterTitle] { run.box.valign = .center }
    }

    /// Sets the runs of items next to the title, shown when `shown`.
    func place(before: [Widget], after: [Widget], shown: Bool) {
        for (run, widgets) in [(beforeTitle, before), (afterTitle, after)] {
            run.sync(widgets)
            run.box.isVisible = shown && !widgets.isEmpty
        }
        host.queueResize()
    }

    /// Sets the title widget shown between the runs (and takes in the edges).
    func setTitle(_ widget: Widget) {
        title = widget
        parts.sync([startControls, startEdge, beforeTitle.box, widget, afterTitle.box, endEdge, endControls])
        host.queueResize()
    }

    /// Shows the window buttons (hidden: a dialog with a Cancel button has none).
    func showWindowControls(_ shown: Bool) {
        guard startControls.isVisible != shown || endControls.isVisible != shown else { return }
        startControls.isVisible = shown
        endControls.isVisible = shown
        host.queueResize()
    }

    /// Gives up the title widget (the header bar shows it itself again).
    func releaseTitle() {
        guard title != nil else { return }
        title = nil
        parts.sync([startControls, startEdge, beforeTitle.box, afterTitle.box, endEdge, endControls])
    }

    /// Gives up every part (a customizable toolbar's strip takes the edges).
    func releaseParts() {
        parts.sync([])
        title = nil
    }

    private var shownParts: [Widget] {
        [startControls, startEdge, beforeTitle.box, title, afterTitle.box, endEdge, endControls].compactMap { $0 }
            .filter(\.isVisible)
    }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        let requests = shownParts.map { $0.measure(orientation) }
        if orientation == .vertical {
            return SizeRequest(
                minimum: requests.map(\.minimum).max() ?? 0, natural: requests.map(\.natural).max() ?? 0)
        }
        let gaps = spacing * max(0, requests.count - 1)
        return SizeRequest(
            minimum: requests.map(\.minimum).reduce(gaps, +), natural: requests.map(\.natural).reduce(gaps, +))
    }

    /// The natural width of a part and the spacing after it (0 when hidden or empty).
    private func room(_ part: Widget) -> (width: Int, room: Int) {
        guard part.isVisible else { return (0, 0) }
        let width = part.measure(.horizontal).natural
        return width > 0 ? (width, width + spacing) : (0, 0)
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        let startButtons = room(startControls)
        let endButtons = room(endControls)
        let start = room(startEdge)
        let before = room(beforeTitle.box)
        let after = room(afterTitle.box)
        let left = startButtons.room + start.room + before.room
        let titleSize = title?.measure(.horizontal) ?? SizeRequest(minimum: 0, natural: 0)
        // The end gets what the whole title leaves (as in `ToolbarBarLayout`):
        // its items overflow past that before the title is cut.
        let titleKept = titleSize.natural
        var end = (width: 0, room: 0)
        if endEdge.isVisible {
            let request = endEdge.measure(.horizontal)
            let endWidth = max(
                request.minimum, min(request.natural, width - left - after.room - titleKept - spacing - endButtons.room))
            if endWidth > 0 { end = (endWidth, endWidth + spacing) }
        }
        let right = after.room + end.room + endButtons.room
        let titleWidth = max(titleSize.minimum, min(titleSize.natural, width - left - right))
        // Centred on the whole bar, as far as the items next to it allow.
        let offset = headerBar.flatMap { host.bounds(relativeTo: $0) }.map { Int($0.x) } ?? 0
        let centred = (headerBar?.width ?? width) / 2 - titleWidth / 2 - offset
        let titleX = max(left, min(centred, width - right - titleWidth))
        title?.allocate(x: titleX, y: 0, width: titleWidth, height: height)
        // The window buttons are allocated while visible, empty too (GTK warns of a shown widget left unallocated).
        if startControls.isVisible { startControls.allocate(x: 0, y: 0, width: startButtons.width, height: height) }
        if start.width > 0 { startEdge.allocate(x: startButtons.room, y: 0, width: start.width, height: height) }
        if before.width > 0 {
            beforeTitle.box.allocate(
                x: max(startButtons.room + start.room, titleX - before.room), y: 0, width: before.width, height: height)
        }
        if after.width > 0 {
            afterTitle.box.allocate(
                x: min(width - endButtons.room - end.room - after.width, titleX + titleWidth + spacing), y: 0,
                width: after.width, height: height)
        }
        // Allocated even when it takes no room: it marks its items left out.
        if endEdge.isVisible {
            endEdge.allocate(x: width - endButtons.room - end.width, y: 0, width: end.width, height: height)
        }
        if endControls.isVisible {
            endControls.allocate(x: width - endButtons.width, y: 0, width: endButtons.width, height: height)
        }
    }
}
