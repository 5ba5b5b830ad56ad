import Gtk

/// A header bar's content while its `.toolbar { }` items have a flexible
/// `ToolbarSpacer`: the items of both regions and the title, the title
/// centred on the whole bar as GNOME centres it, the items beyond each
/// flexible space at the bar's edges and the others next to the title, so
/// that the space is the room left between them.
///
/// GtkHeaderBar gives its start and end boxes their natural width and keeps
/// its centre centred, so no gap can grow there: while a flexible space is
/// declared, this widget is the header bar's title widget (it expands over
/// the bar, up to the window buttons, which GTK keeps) and places the runs
/// inside GTK's layout pass.
@MainActor
final class HeaderCentre: LayoutDelegate {
    private(set) lazy var host: LayoutHost = {
        let host = LayoutHost(delegate: self)
        host.hexpand = true
        return host
    }()
    /// At the bar's start; before the title; after the title; at the bar's end.
    let startEdge = BoxChildren(Box(.horizontal, spacing: 6))
    let beforeTitle = BoxChildren(Box(.horizontal, spacing: 6))
    let afterTitle = BoxChildren(Box(.horizontal, spacing: 6))
    let endEdge = BoxChildren(Box(.horizontal, spacing: 6))
    private lazy var parts = OrderedChildren(host)
    private var title: Widget?
    private weak var headerBar: Widget?
    private let spacing = 6

    init(headerBar: Widget) {
        self.headerBar = headerBar
        for run in [startEdge, beforeTitle, afterTitle, endEdge] { run.box.valign = .center }
    }

    /// Sets the four runs of items (see the properties), shown when `shown`.
    func place(_ start: [Widget], _ before: [Widget], _ after: [Widget], _ end: [Widget], shown: Bool) {
        for (run, widgets) in [(startEdge, start), (beforeTitle, before), (afterTitle, after), (endEdge, end)] {
            run.sync(widgets)
            run.box.isVisible = shown && !widgets.isEmpty
        }
        host.queueResize()
    }

    /// Sets the title widget shown between the runs.
    func setTitle(_ widget: Widget) {
        title = widget
        parts.sync([startEdge.box, beforeTitle.box, widget, afterTitle.box, endEdge.box])
        host.queueResize()
    }

    private var shownParts: [Widget] {
        [startEdge.box, beforeTitle.box, title, afterTitle.box, endEdge.box].compactMap { $0 }.filter(\.isVisible)
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

    /// The natural width of a run and the spacing after it (0 when empty).
    private func room(_ run: BoxChildren) -> (width: Int, room: Int) {
        guard run.box.isVisible, !run.placed.isEmpty else { return (0, 0) }
        let width = run.box.measure(.horizontal).natural
        return (width, width + spacing)
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        let start = room(startEdge)
        let before = room(beforeTitle)
        let after = room(afterTitle)
        let end = room(endEdge)
        let left = start.room + before.room
        let right = after.room + end.room
        let titleSize = title?.measure(.horizontal) ?? SizeRequest(minimum: 0, natural: 0)
        let titleWidth = max(titleSize.minimum, min(titleSize.natural, width - left - right))
        // Centred on the whole bar, as far as the items next to it allow.
        let offset = headerBar.flatMap { host.bounds(relativeTo: $0) }.map { Int($0.x) } ?? 0
        let centred = (headerBar?.width ?? width) / 2 - titleWidth / 2 - offset
        let titleX = max(left, min(centred, width - right - titleWidth))
        title?.allocate(x: titleX, y: 0, width: titleWidth, height: height)
        if start.width > 0 { startEdge.box.allocate(x: 0, y: 0, width: start.width, height: height) }
        if before.width > 0 {
            beforeTitle.box.allocate(x: max(start.room, titleX - before.room), y: 0, width: before.width, height: height)
        }
        if after.width > 0 {
            afterTitle.box.allocate(
                x: min(width - end.room - after.width, titleX + titleWidth + spacing), y: 0, width: after.width,
                height: height)
        }
        if end.width > 0 { endEdge.box.allocate(x: width - end.width, y: 0, width: end.width, height: height) }
    }
}
