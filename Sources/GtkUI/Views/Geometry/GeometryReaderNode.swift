import Gtk

/// The node of a `GeometryReader`: renders the content from the size GTK
/// allocated, again whenever it changes.
@MainActor
final class GeometryReaderNode: WidgetNode<LayoutHost> {
    private let layout: GeometryLayout
    private lazy var source = GeometrySource(node: self)
    private var render: ((GeometryProxy, RenderContext) -> Void)?
    private var context: RenderContext?
    private var content: ViewNode?
    private lazy var children = OrderedChildren(widget)
    /// The size and window position the content was last made for.
    private var renderedSize = CGSize.zero
    private var renderedOrigin: Rect?
    private var allocatedSize = CGSize.zero
    private var isScheduled = false
    /// Whether GTK allocated the reader since it was made.
    private var wasAllocated = false
    /// Whether the content was last made from a size GTK allocated (not
    /// the zero placeholder of the first render): preferences set inside
    /// wait for it.
    private(set) var hasRenderedAllocation = false
    /// Renders again when a scroll view around moves the reader (once its content read a position).
    private var scrollWatcher: ScrollMoveWatcher?

    init(viewType: Any.Type) {
        let layout = GeometryLayout()
        self.layout = layout
        super.init(viewType: viewType, widget: LayoutHost(delegate: layout))
        widget.hexpand = true
        widget.vexpand = true
        layout.onAllocate = { [weak self] width, height in self?.allocated(width: width, height: height) }
    }

    func show<V: View>(context: RenderContext, content makeContent: @escaping (GeometryProxy) -> V) {
        self.context = context
        render = { [weak self] proxy, context in
            guard let self else { return }
            self.content = reconcile(self.content, with: makeContent(proxy), parent: self, context: context)
            self.sync()
        }
        renderContent()
        applyCommonEnvironment(context)
    }

    private func renderContent() {
        guard let render, let context else { return }
        isScheduled = false
        hasRenderedAllocation = wasAllocated
        renderedSize = allocatedSize
        renderedOrigin = source.readsPosition ? origin() : nil
        render(GeometryProxy(size: allocatedSize, source: source), context)
        if source.readsPosition, scrollWatcher?.isWatching != true {
            scrollWatcher = ScrollMoveWatcher(around: widget) { [weak self] in
                guard let self, self.origin() != self.renderedOrigin else { return }
                self.scheduleRender()
            }
        }
    }

    private func sync() {
        let widgets = content?.widgets ?? []
        layout.children = widgets
        children.sync(widgets)
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }

    /// Called from GTK's layout pass: the content may not change now, so
    /// it renders again from the scheduler, before the next frame.
    private func allocated(width: Int, height: Int) {
        allocatedSize = CGSize(width: width, height: height)
        wasAllocated = true
        let moved = source.readsPosition && origin() != renderedOrigin
        guard allocatedSize != renderedSize || moved || !hasRenderedAllocation else { return }
        scheduleRender()
    }

    private func scheduleRender() {
        guard !isScheduled, let context else { return }
        isScheduled = true
        context.scheduler.schedule(self) { [weak self] in
            if let self, self.isScheduled { self.renderContent() }
        }
    }

    /// Where the reader is in its window.
    private func origin() -> Rect? { source.window.flatMap { widget.bounds(relativeTo: $0) } }
}
