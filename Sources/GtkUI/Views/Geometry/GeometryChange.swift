import Gtk

/// Calls back after a frame in which a scroll view around a widget scrolled.
///
/// Scrolling moves the widget without allocating it anew (GTK
/// only moves it), so its new place is known after that frame's layout.
/// With `resizes`, also after a frame in which a scroll view's visible
/// area or content changed size (its adjustments changed), which moves
/// the widget within the visible area without allocating it anew either.
@MainActor
final class ScrollMoveWatcher {
    private var watches: [SignalHandler] = []
    private var awaitsLayout = false
    /// Whether a scroll view was found around the widget (not before it is placed in one).
    var isWatching: Bool { !watches.isEmpty }
    private let widget: Widget
    private let moved: @MainActor () -> Void

    init(around widget: Widget, resizes: Bool = false, moved: @escaping @MainActor () -> Void) {
        self.widget = widget
        self.moved = moved
        var inner = widget
        while let scrolled = ScrolledWindow.enclosing(inner) {
            for adjustment in [scrolled.horizontalAdjustment, scrolled.verticalAdjustment] {
                watches.append(adjustment.onValueChanged { [weak self] in self?.scrolled() })
                if resizes { watches.append(adjustment.onChanged { [weak self] in self?.scrolled() }) }
            }
            inner = scrolled
        }
    }

    private func scrolled() {
        guard !awaitsLayout else { return }
        awaitsLayout = true
        // The first tick comes before the frame's layout, the second after it.
        var ticks = 0
        widget.addTickCallback { [weak self] in
            ticks += 1
            guard ticks >= 2, let self else { return self != nil }
            self.awaitsLayout = false
            self.moved()
            return false
        }
    }

    isolated deinit {
        for watch in watches { watch.disconnect() }
    }
}

/// Places its one child in its whole allocation, and reports each allocation.
@MainActor
final class AllocationReportingLayout: SingleChildLayout {
    var child: Widget?
    var onAllocate: ((Int, Int) -> Void)?

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        guard let child, child.isVisible else { return SizeRequest(minimum: 0, natural: 0) }
        return child.measure(orientation, forSize: forSize)
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        if let child, child.isVisible { child.allocate(x: 0, y: 0, width: width, height: height, baseline: baseline) }
        onAllocate?(width, height)
    }
}

/// The node of `.onGeometryChange`: after each layout that changes the
/// view's size (or, once the transform read one, its place), works out the
/// transform's value and calls the action when it differs from the last.
@MainActor
final class GeometryChangeNode<Value: Equatable>: HostedContentNode<AllocationReportingLayout>, GeometrySourceNode {
    var measuredWidget: Widget { host }
    private lazy var source = GeometrySource(node: self)
    /// Works out the value from the view's geometry.
    var transform: ((GeometryProxy) -> Value)?
    /// Called with the last value (nil the first time) and the new one.
    var action: ((Value?, Value) -> Void)?
    /// The value last reported.
    private var value: Value?
    private var context: RenderContext?
    private var size: CGSize?
    private var checkedSize: CGSize?
    private var checkedOrigin: Rect?
    private var isScheduled = false
    private var scrollWatcher: ScrollMoveWatcher?

    init(viewType: Any.Type) {
        super.init(viewType: viewType, layout: AllocationReportingLayout())
        layout.onAllocate = { [weak self] width, height in self?.allocated(CGSize(width: width, height: height)) }
    }

    func update(context: RenderContext) { self.context = context }

    private var origin: Rect? { source.window.flatMap { host.bounds(relativeTo: $0) } }

    private func allocated(_ newSize: CGSize) {
        size = newSize
        guard newSize != checkedSize || (source.readsPosition && origin != checkedOrigin) else { return }
        scheduleCheck()
    }

    private func scheduleCheck() {
        guard !isScheduled, let context else { return }
        isScheduled = true
        context.scheduler.schedule(self) { [weak self] in self?.runCheck() }
    }

    private func runCheck() {
        isScheduled = false
        guard let size, let transform else { return }
        checkedSize = size
        let newValue = transform(GeometryProxy(size: size, source: source))
        if newValue != value {
            let old = value
            value = newValue
            action?(old, newValue)
        }
        checkedOrigin = source.readsPosition ? origin : nil
        if source.readsPosition, scrollWatcher?.isWatching != true {
            scrollWatcher = ScrollMoveWatcher(around: host) { [weak self] in
                guard let self, self.origin != self.checkedOrigin else { return }
                self.scheduleCheck()
            }
        }
    }
}

/// Calls an action when a value worked out from the view's geometry changes.
struct GeometryChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let transform: (GeometryProxy) -> Value
    let action: (_ old: Value?, _ new: Value) -> Void

    func makeNode() -> GeometryChangeNode<Value> { GeometryChangeNode(viewType: Self.self) }

    func updateNode(_ node: GeometryChangeNode<Value>, context: RenderContext) {
        node.transform = transform
        node.action = action
        node.update(context: context)
        node.render(content, context: context)
    }

    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Calls `action` with the value `transform` works out from this
    /// view's geometry: once it is first laid out, then each time the
    /// value changes (SwiftUI's `onGeometryChange(for:of:action:)`).
    ///
    /// ```swift
    /// .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        GeometryChangeModifier(content: self, transform: transform) { _, new in action(new) }
    }

    /// Calls `action` with the old and new values each time the value
    /// `transform` works out from this view's geometry changes (not for
    /// the first layout).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        GeometryChangeModifier(content: self, transform: transform) { old, new in
            if let old { action(old, new) }
        }
    }
}

/// Sizes its content to a fraction of its container, the nearest scroll
/// view's visible area or else the window's content (SwiftUI's
/// `containerRelativeFrame`): a frame of that size along the axes asked,
/// the content placed inside per the alignment.
@MainActor
final class ContainerRelativeLayout: SingleChildLayout {
    let frame = FrameLayout()
    var child: Widget? {
        get { frame.child }
        set { frame.child = newValue }
    }
    /// The host the layout places into (its container is looked up from it).
    weak var host: Widget?
    var axes: Axis.Set = []
    var alignment = Alignment.center
    var length: (CGFloat, Axis) -> CGFloat = { length, _ in length }
    /// The container size the last measure used.
    private var measuredContainer: (width: Int, height: Int)?
    private var pendingResize: IdleSource?

    /// The container's size now (zero before it is laid out).
    private func containerSize() -> (width: Int, height: Int) {
        guard let host else { return (0, 0) }
        if let scrolled = ScrolledWindow.enclosing(host) { return (scrolled.width, scrolled.height) }
        if let content = host.windowContent { return (content.width, content.height) }
        return (0, 0)
    }

    private func updateSpec() {
        let size = containerSize()
        measuredContainer = size
        var spec = FrameSpec(alignment: alignment)
        if axes.contains(.horizontal), size.width > 0 {
            let width = max(0, length(CGFloat(size.width), .horizontal))
            (spec.minWidth, spec.idealWidth, spec.maxWidth) = (width, width, width)
        }
        if axes.contains(.vertical), size.height > 0 {
            let height = max(0, length(CGFloat(size.height), .vertical))
            (spec.minHeight, spec.idealHeight, spec.maxHeight) = (height, height, height)
        }
        frame.spec = spec
    }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        updateSpec()
        return frame.measure(orientation, forSize: forSize)
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        frame.allocate(width: width, height: height, baseline: baseline)
        // The container was resized since the measure: measure again, after this layout pass.
        let size = containerSize()
        guard let measured = measuredContainer, measured != size, pendingResize == nil else { return }
        pendingResize = IdleSource(priority: .beforeRedraw) { [weak self] in
            self?.pendingResize = nil
            self?.host?.queueResize()
        }
    }
}

/// Sizes its content relative to its container.
struct ContainerRelativeFrameModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func makeNode() -> HostedContentNode<ContainerRelativeLayout> {
        let node = HostedContentNode(viewType: Self.self, layout: ContainerRelativeLayout())
        node.layout.host = node.host
        return node
    }

    func updateNode(_ node: HostedContentNode<ContainerRelativeLayout>, context: RenderContext) {
        node.layout.axes = axes
        node.layout.alignment = alignment
        node.layout.length = length
        node.relayout()
        node.render(content, context: context)
    }

    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Makes this view as wide (`.horizontal`) or tall (`.vertical`) as
    /// its container: the nearest scroll view's visible area, else the
    /// window's content.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// Makes this view `span` of `count` equal columns (rows) of its
    /// container, `spacing` apart.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(1, count))
            let column = (length - spacing * (count - 1)) / count
            return column * CGFloat(span) + spacing * CGFloat(max(0, span - 1))
        }
    }

    /// Makes this view as long as `length(containerLength, axis)` along each of `axes`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment, length: length)
    }
}
