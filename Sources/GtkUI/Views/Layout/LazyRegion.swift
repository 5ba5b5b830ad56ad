import Gtk

/// How much of a lazy stack's content is drawn: the `ForEach`s directly
/// inside draw their first `limit` elements, and the stack draws more as
/// scrolling nears the end of what is drawn.
@MainActor
final class LazyRegion {
    /// How many more elements each growth draws.
    static let batch = 40
    /// How many elements of each `ForEach` are drawn.
    var limit = LazyRegion.batch
    /// Whether a `ForEach` had elements left undrawn at the last render.
    private(set) var isTruncated = false
    /// The position of each undrawn element, by id (for `scrollTo`).
    private var undrawn: [AnyHashable: Int] = [:]
    /// Draws at least the given number of elements of each `ForEach` (set by the stack).
    var grow: ((Int) -> Void)?

    private static var live = WeakNodes<LazyRegion>()

    /// Starts a render of the stack's content.
    func beginRender() {
        isTruncated = false
        undrawn = [:]
        Self.live.register(self)
    }

    /// A `ForEach` of these ids drew only the first `limit`.
    func noteUndrawn(_ ids: [AnyHashable]) {
        isTruncated = true
        for index in limit..<ids.count { undrawn[ids[index]] = index }
    }

    /// Draws the element `id` if a lazy stack holds it undrawn; false when none does.
    static func reveal(_ id: AnyHashable) -> Bool {
        for region in live.live {
            guard let index = region.undrawn[id] else { continue }
            region.grow?(index + batch)
            return true
        }
        return false
    }
}

extension EnvironmentValues {
    /// The lazy stack whose content this is (its `ForEach`s draw a prefix).
    var lazyRegion: LazyRegion? {
        get { self[LazyRegionKey.self] }
        set { self[LazyRegionKey.self] = newValue }
    }
}

private struct LazyRegionKey: EnvironmentKey {
    static var defaultValue: LazyRegion? { nil }
}

/// Draws a lazy container's content a part at a time: the `ForEach`s
/// directly inside draw their first elements, and more as scrolling nears
/// the end of what is drawn.
///
/// Drawn elements stay (their `onAppear` runs when they are drawn, a page
/// or two ahead). Outside a scroll view everything is drawn.
@MainActor
final class LazyDrawing {
    let region = LazyRegion()
    private let widget: Widget
    private let axis: Axis
    private var scrolled: ScrolledWindow?
    private var watches: [SignalHandler] = []
    private var mapWatch: SignalHandler?
    private var redraw: (() -> Void)?
    private var isRedrawScheduled = false

    init(widget: Widget, axis: Axis) {
        self.widget = widget
        self.axis = axis
    }

    /// Renders the content with `body`, its `ForEach`s drawing the region's prefix.
    func render(context: RenderContext, _ body: @escaping (RenderContext) -> Void) {
        var inner = context
        inner.environment.lazyRegion = region
        region.beginRender()
        body(inner)
        redraw = { [weak self] in self?.render(context: context, body) }
        region.grow = { [weak self] count in self?.grow(to: count) }
        if scrolled == nil, !findScrollView(), mapWatch == nil {
            mapWatch = widget.onMap { [weak self] in self?.placed() }
        }
        checkSoon()
    }

    /// The content is on screen: in a scroll view it follows the
    /// scrolling, else everything is drawn.
    private func placed() {
        guard scrolled == nil else { return }
        if findScrollView() {
            checkSoon()
        } else if region.isTruncated {
            grow(to: Int.max)
        }
    }

    private var adjustment: Adjustment? {
        guard let scrolled else { return nil }
        return axis == .vertical ? scrolled.verticalAdjustment : scrolled.horizontalAdjustment
    }

    private func findScrollView() -> Bool {
        guard let found = ScrolledWindow.enclosing(widget) else { return false }
        scrolled = found
        if let adjustment {
            watches = [
                adjustment.onValueChanged { [weak self] in self?.check() }, adjustment.onChanged { [weak self] in self?.check() }
            ]
        }
        return true
    }

    /// Checks after the next layout, when the scroll view knows the content's length.
    private func checkSoon() {
        var ticks = 0
        widget.addTickCallback { [weak self] in
            ticks += 1
            guard ticks >= 2 else { return self != nil }
            self?.check()
            return false
        }
    }

    /// Draws more when the end of what is drawn is less than two pages away.
    private func check() {
        guard region.isTruncated, let adjustment, adjustment.pageSize > 0 else { return }
        if adjustment.value + 2 * adjustment.pageSize >= adjustment.upper { grow(to: region.limit + LazyRegion.batch) }
    }

    private func grow(to count: Int) {
        guard count > region.limit else { return }
        region.limit = count
        guard !isRedrawScheduled else { return }
        isRedrawScheduled = true
        IdleSource(priority: .beforeRedraw) { [weak self] in
            self?.isRedrawScheduled = false
            self?.redraw?()
        }
    }

    isolated deinit {
        for watch in watches { watch.disconnect() }
        mapWatch?.disconnect()
    }
}

/// The node of a `LazyVStack` or `LazyHStack`: a stack drawn by `LazyDrawing`.
@MainActor
final class LazyStackNode: StackNode {
    private lazy var drawing = LazyDrawing(widget: widget, axis: axis)

    /// Renders `view` a part at a time (see `LazyDrawing`).
    func renderLazily<V: View>(_ view: V, spacing: CGFloat?, context: RenderContext) {
        drawing.render(context: context) { [weak self] inner in self?.render(view, spacing: spacing, context: inner) }
    }
}
