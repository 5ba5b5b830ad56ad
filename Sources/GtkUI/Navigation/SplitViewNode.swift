import Gtk

/// The node of a `NavigationSplitView`: GtkPaned dividers between the
/// columns, the columns' visibility, and the window's sidebar toggle.
@MainActor
final class SplitViewNode: WidgetNode<Paned>, ContainerContextNode {
    let sidebar = SplitColumnNode()
    /// The middle column of three (nil with two).
    let content: SplitColumnNode?
    let detail = SplitColumnNode()
    /// The divider between content and detail (three columns).
    private let innerPaned: Paned?
    private var binding: Binding<NavigationSplitViewVisibility>?
    /// The visibility without a binding.
    private var ownVisibility = NavigationSplitViewVisibility.automatic
    private(set) var toggle: SidebarToggle?
    private weak var host: WindowHost?
    /// Set while this node moves a divider itself.
    private var isPlacingDivider = false
    /// Whether a view inside asked for the toggle to go (`.toolbar(removing: .sidebarToggle)`).
    private var toggleRemovalRequested = false
    private var dividersPlaced = false
    private(set) var scheduler: UpdateScheduler?
    /// The `navigationDestination(for:)` declarations in the columns.
    let destinations = NavigationDestinations()
    /// What links show in a column instead of its own view, by column.
    var presentations: [ObjectIdentifier: SplitPresentation] = [:]
    /// Renders the split view again with its latest value (after a link presented).
    var renderLatest: (() -> Void)?
    var isRenderingColumns = false
    var isRenderScheduled = false

    init(viewType: Any.Type, columns: Int) {
        content = columns == 3 ? SplitColumnNode() : nil
        innerPaned = columns == 3 ? Paned(.horizontal) : nil
        super.init(viewType: viewType, widget: Paned(.horizontal))
        widget.hexpand = true
        widget.vexpand = true
        for column in [sidebar, content, detail].compactMap({ $0 }) { adopt(column) }
        sidebar.box.addCSSClass("sidebar")
        detail.box.hexpand = true
        detail.centersContent = true
        content?.centersContent = true
        widget.setStartChild(sidebar.box)
        widget.shrinksStartChild = false
        widget.resizesStartChild = false
        if let innerPaned, let content {
            innerPaned.setStartChild(content.box)
            innerPaned.setEndChild(detail.box)
            innerPaned.shrinksStartChild = false
            innerPaned.resizesStartChild = false
            innerPaned.shrinksEndChild = false
            widget.setEndChild(innerPaned)
            innerPaned.onPositionChanged { [weak self] in self?.dividerMoved(inner: true) }
        } else {
            widget.setEndChild(detail.box)
        }
        widget.shrinksEndChild = false
        widget.onPositionChanged { [weak self] in self?.dividerMoved(inner: false) }
    }

    /// The visibility shown now.
    var visibility: NavigationSplitViewVisibility { binding?.wrappedValue ?? ownVisibility }
    var columnCount: Int { content == nil ? 2 : 3 }
    /// Whether the sidebar column shows.
    var isSidebarVisible: Bool {
        switch visibility.kind {
        case .automatic, .all: true
        case .doubleColumn: columnCount == 2
        case .detailOnly: false
        }
    }

    func update(visibility binding: Binding<NavigationSplitViewVisibility>?, context: RenderContext) {
        self.binding = binding
        scheduler = context.scheduler
        isRenderingColumns = true
        toggleRemovalRequested = context.environment.navigation.removesSidebarToggle
        let style = context.environment.navigation.splitViewStyle
        if widget.resizesStartChild != (style == .balanced) { widget.resizesStartChild = style == .balanced }
        if let host = context.host, toggle == nil {
            self.host = host
            let toggle = SidebarToggle(host: host) { [weak self] in self?.toggleSidebar() }
            self.toggle = toggle
            SidebarToggleRegistry.register(self, for: host)
            // The toggle lives in the header bar: it goes when this split view's widgets go.
            widget.onFinalize { toggle.remove() }
        }
        applyCommonEnvironment(context)
    }

    /// After the columns rendered: shows what the visibility asks for.
    func didRenderColumns() {
        isRenderingColumns = false
        applyVisibility()
        toggle?.isShown = !toggleRemovalRequested
        if !dividersPlaced { placeDividers() }
    }

    /// A view inside removed the toolbar's sidebar toggle.
    func removeToggle() {
        toggleRemovalRequested = true
        toggle?.isShown = false
    }

    /// Shows the sidebar if hidden, hides it if shown (the toggle, View ▸ Show/Hide Sidebar).
    func toggleSidebar() {
        let next: NavigationSplitViewVisibility = isSidebarVisible ? (columnCount == 3 ? .doubleColumn : .detailOnly) : .all
        if let binding { binding.wrappedValue = next } else { ownVisibility = next }
        applyVisibility()
        AppRuntime.current?.menuBar.setNeedsRefresh()
    }

    private func applyVisibility() {
        let showsSidebar = isSidebarVisible
        if sidebar.box.isVisible != showsSidebar { sidebar.box.isVisible = showsSidebar }
        if let content {
            let showsContent = visibility.kind != .detailOnly
            if content.box.isVisible != showsContent { content.box.isVisible = showsContent }
        }
        toggle?.isActive = showsSidebar
    }

    // MARK: Dividers

    /// Starts the dividers at the widths this window had (this session), or the columns' ideal widths.
    private func placeDividers() {
        dividersPlaced = true
        let outer = SidebarToggleRegistry.savedWidth(host: host, divider: 0) ?? sidebar.idealWidth ?? 220
        setPosition(widget, sidebar.clamp(outer))
        if let innerPaned, let content {
            let inner = SidebarToggleRegistry.savedWidth(host: host, divider: 1) ?? content.idealWidth ?? 300
            setPosition(innerPaned, content.clamp(inner))
        }
    }

    private func setPosition(_ paned: Paned, _ position: Int) {
        isPlacingDivider = true
        if paned.position != position { paned.position = position }
        isPlacingDivider = false
    }

    /// Keeps a moved divider within its column's limits and remembers it for the window.
    private func dividerMoved(inner: Bool) {
        guard !isPlacingDivider, let paned = inner ? innerPaned : widget,
            let column = inner ? content : sidebar, column.box.isVisible
        else { return }
        let clamped = column.clamp(paned.position)
        if clamped != paned.position { setPosition(paned, clamped) }
        SidebarToggleRegistry.saveWidth(clamped, host: host, divider: inner ? 1 : 0)
    }

    /// The divider positions now (sidebar width, and content width with three columns).
    var dividerPositions: [Int] { [widget.position] + (innerPaned.map { [$0.position] } ?? []) }
}
