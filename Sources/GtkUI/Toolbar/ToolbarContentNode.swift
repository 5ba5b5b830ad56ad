import Gtk
import ToolbarKit

/// The node of `.toolbar { }`: renders the modified view, keeps one
/// `ToolbarItemNode` per declared item, hands the header-bar items to the
/// window (which merges every view's items into one header bar) and shows
/// the bottom-bar items in an action bar under the view.
@MainActor
final class ToolbarContentNode: ViewNode {
    private var child: ViewNode?
    /// Item nodes by region and the declarations' paths in the toolbar content (see
    /// `ToolbarDeclaration.path`), so that an item keeps its node, and its
    /// views their state, when items appear or go before it.
    private var items: [[AnyHashable]: ToolbarItemNode] = [:]
    /// `@State` of the toolbar content's own types (see `ToolbarCollection`).
    private var collection = ToolbarCollection()
    private weak var host: WindowHost?
    /// The inspector panel the view is in: its header-bar items show while the panel does.
    private weak var inspector: InspectorNode?
    private var update: (() -> Void)?

    /// The view and its action bar, when the content has bottom items.
    private var column: BoxChildren?
    private var columnBox: Box?
    private let actionBar = ActionBar()
    private lazy var bottomStart = BoxChildren(Box(.horizontal, spacing: 6))
    private lazy var bottomCenter = BoxChildren(Box(.horizontal, spacing: 6))
    private lazy var bottomEnd = BoxChildren(Box(.horizontal, spacing: 6))

    /// The shown items' widgets by region (hidden ones left out), for the window and for tests.
    private(set) var widgetsByRegion: [ToolbarItemPlacement.Region: [Widget]] = [:]
    /// The items that go to the window's header bar, in declaration order.
    private var headerItems: [HeaderBarItems.Item] = []
    /// `.toolbar(.hidden, for: .bottomBar)` applies to this view.
    private var bottomBarHidden = false
    /// The action bar's colours, and what paints them (made when asked for).
    private var bottomAppearance = BarAppearance()
    private(set) var bottomStyler: BarStyler?

    /// Renders `content` and the toolbar items `collect` declares.
    func update<Content: View>(
        content: Content, context: RenderContext,
        collect: @escaping (inout [ToolbarDeclaration]) -> Void
    ) {
        update = { [weak self] in self?.update(content: content, context: context, collect: collect) }
        host = context.host
        inspector = context.environment.presentation.inspector
        let tracker = host?.focusedValuesTracker
        func renderAll() -> Bool {
            child = reconcile(child, with: content, parent: self, context: context)
            // Content types and item views read `@FocusedValue` from what the window's views published.
            return FocusedValues.withCurrentNotingReads(host?.focusedValues ?? FocusedValues()) {
                let declarations = collection.collect(environment: context.environment, collect) { [weak self] in
                    self?.scheduleUpdate(context.scheduler)
                }
                renderItems(declarations, context: context)
            }.read
        }
        let readsFocusedValues = tracker.map { $0.renderingToolbar(renderAll) } ?? renderAll()
        // A value published later by a view re-rendering alone renders the items again.
        tracker?.follow(self, reads: readsFocusedValues) { [weak self] in self?.scheduleUpdate(context.scheduler) }
        bottomBarHidden = context.environment.bottomBarVisibility == .hidden
        bottomAppearance = context.environment.bottomBarAppearance
        placeWidgets()
    }

    private var isUpdateScheduled = false
    /// State of the toolbar content changed: collect and render again.
    private func scheduleUpdate(_ scheduler: UpdateScheduler) {
        guard !isUpdateScheduled else { return }
        isUpdateScheduled = true
        scheduler.schedule(self) { [weak self] in
            self?.isUpdateScheduled = false
            self?.update?()
        }
    }

    private func renderItems(_ declarations: [ToolbarDeclaration], context: RenderContext) {
        var next: [[AnyHashable]: ToolbarItemNode] = [:]
        var seen: [[AnyHashable]: Int] = [:]
        var header: [HeaderBarItems.Item] = []
        var shown: [ToolbarItemPlacement.Region: [Widget]] = [:]
        var environment = context.environment
        if environment.labelStyle == .automatic, let sceneStyle = host?.headerBarItems.settings.labelStyle {
            environment.labelStyle = sceneStyle
        }
        let rendering = environment.toolbarLabelRendering
        for declaration in declarations {
            let item: ToolbarItemDeclaration
            var isFlexibleSpace = false
            switch declaration.kind {
            case .item(let declared): item = declared
            case .spacer(let kind):
                item = ToolbarSpaceView.item(kind, placement: declaration.spacerPlacement)
                isFlexibleSpace = kind == .flexibleSpace
            }
            let region = item.placement.region
            // A node stays in its region's container; declarations of one
            // path (a group's items) are told apart by their order.
            let occurrence = seen[declaration.path, default: 0]
            seen[declaration.path] = occurrence + 1
            let key = [AnyHashable(region)] + declaration.path + [AnyHashable(occurrence)]
            let node = items[key] ?? makeItemNode()
            node.render(item, rendering: rendering, context: context)
            next[key] = node
            // A hidden item keeps its node (and the state of its views) but leaves the bar.
            guard !declaration.isHidden else { continue }
            shown[region, default: []].append(node.box)
            switch region {
            case .headerStart, .headerTitle, .headerEnd:
                var inner = context
                inner.environment.toolbarItem = rendering
                header.append(
                    .init(
                        placement: item.placement, widget: node.box, isFlexibleSpace: isFlexibleSpace,
                        declaration: item, context: inner))
            case .bottomStart, .bottomCenter, .bottomEnd: break
            }
        }
        items = next
        widgetsByRegion = shown
        headerItems = header
    }

    private func makeItemNode() -> ToolbarItemNode {
        let node = ToolbarItemNode()
        adopt(node)
        node.lifetime = lifetime
        return node
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        if child === self.child { placeWidgets() }
    }

    /// Gives the header-bar items to the window, the bottom items to the
    /// action bar, and contributes the view's widgets (under an action bar
    /// when there are bottom items).
    private func placeWidgets() {
        host?.headerBarItems.declare(by: self, items: headerItems, inspector: inspector)
        let start = widgetsByRegion[.bottomStart] ?? []
        let center = widgetsByRegion[.bottomCenter] ?? []
        let end = widgetsByRegion[.bottomEnd] ?? []
        let content = child?.widgets ?? []
        guard !(start.isEmpty && center.isEmpty && end.isEmpty) && !bottomBarHidden else {
            column?.sync([])
            setWidgets(content)
            return
        }
        if column == nil {
            let box = Box(.vertical, spacing: 0)
            box.hexpand = true
            box.vexpand = true
            // The view takes the height the bar leaves, so that the bar
            // sits at the bottom of the window, as an iOS bottom bar does.
            let contentBox = Box(.vertical, spacing: 0)
            contentBox.vexpand = true
            box.append(contentBox)
            box.append(actionBar)
            actionBar.packStart(bottomStart.box)
            actionBar.setCenterWidget(bottomCenter.box)
            actionBar.packEnd(bottomEnd.box)
            actionBar.setAccessibleLabel(localized("Bottom Bar"))
            column = BoxChildren(contentBox)
            columnBox = box
        }
        bottomStart.sync(start)
        bottomCenter.sync(center)
        bottomEnd.sync(end)
        if bottomStyler != nil || !bottomAppearance.isEmpty {
            let styler = bottomStyler ?? BarStyler()
            bottomStyler = styler
            styler.apply(bottomAppearance, to: actionBar, node: "actionbar")
        }
        guard let column, let columnBox else { return }
        if !(widgets.count == 1 && widgets[0].isSameObject(as: columnBox)) { setWidgets([]) }
        column.sync(content)
        setWidgets([columnBox])
    }

    isolated deinit {
        host?.headerBarItems.withdraw(ObjectIdentifier(self))
    }
}
