import Gtk

/// The node of a `TabView`: a GtkStack of the pages and the switcher (or
/// sidebar) that shows one at a time, following the selection.
@MainActor
final class TabViewNode: WidgetNode<Box>, ContainerContextNode {
    let stack = Stack()
    private(set) lazy var switcher = StackSwitcher(stack: stack)
    private lazy var sidebar = StackSidebar(stack: stack)
    /// The pages' hosts, by page key, and the keys in page order.
    private var hosts: [AnyHashable: TabPageHost] = [:]
    private var order: [AnyHashable] = []
    private var pages: [AnyHashable: TabPage] = [:]
    private var select: (AnyHashable) -> Void = { _ in }
    /// The page shown without a selection binding.
    private var ownSelection: AnyHashable?
    private var hasBinding = false
    private var isSyncing = false
    private var style: TabViewStyleKind?
    private var context: RenderContext?
    private var lastName = 0
    /// Whether the switcher is in the window's header bar (the tab view is the window's content).
    private(set) var switcherInHeaderBar = false
    private var placementChecked = false

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.vertical))
        widget.hexpand = true
        widget.vexpand = true
        stack.hexpand = true
        stack.vexpand = true
        switcher.halign = .center
        stack.onVisibleChildChanged { [weak self] in self?.userSwitched() }
    }

    /// The key of the page shown.
    var shownKey: AnyHashable? { order.first { hosts[$0]?.name == stack.visibleChildName } }

    func update(pages newPages: [TabPage], selected: AnyHashable?, select: @escaping (AnyHashable) -> Void, context: RenderContext) {
        self.context = context
        self.select = select
        hasBinding = selected != nil
        layOut(context.environment.containers.tabViewStyle)
        syncPages(newPages)
        let shown = newPages.first { selected != nil && $0.value == selected }?.key ?? ownSelection.flatMap { pages[$0]?.key }
        show(shown ?? order.first)
        applyCommonEnvironment(context)
        if !placementChecked { checkPlacementAfterRender() }
    }

    /// Places the switcher (or sidebar) and the stack for `newStyle`.
    private func layOut(_ newStyle: TabViewStyleKind) {
        guard newStyle != style else { return }
        style = newStyle
        for child in widget.children { widget.remove(child) }
        widget.orientation = newStyle == .sidebar ? .horizontal : .vertical
        stack.transition = newStyle == .page || newStyle == .pageWithoutIndex ? .slideLeftRight : .none
        switch newStyle {
        case .sidebar:
            sidebar.vexpand = true
            sidebar.setSizeRequest(width: 180, height: -1)
            widget.append(sidebar)
            widget.append(Separator(.vertical))
            widget.append(stack)
        case .page, .pageWithoutIndex:
            widget.append(stack)
            if newStyle == .page { widget.append(switcher) }
            switcher.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        case .automatic:
            if !switcherInHeaderBar {
                switcher.setMargins(top: 6, bottom: 6, start: 6, end: 6)
                widget.append(switcher)
            }
            widget.append(stack)
        }
    }

    /// Makes, updates and removes the stack's pages to match `newPages`.
    private func syncPages(_ newPages: [TabPage]) {
        let keys = newPages.map(\.key)
        for key in order where !keys.contains(key) {
            if let host = hosts.removeValue(forKey: key) { stack.remove(host.box.box) }
        }
        // GtkStack orders its pages as they were added: a reorder adds them again.
        let kept = order.filter { keys.contains($0) }
        if kept != keys.filter({ hosts[$0] != nil }) {
            for key in kept { if let host = hosts[key] { stack.remove(host.box.box) } }
            for key in kept { hosts[key].map { stack.addPage($0.box.box, name: $0.name, title: "") } }
        }
        pages = Dictionary(newPages.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for page in newPages {
            let host = hosts[page.key] ?? makeHost()
            if hosts[page.key] == nil {
                hosts[page.key] = host
                stack.addPage(host.box.box, name: host.name, title: page.title)
            }
            stack.setTitle(page.title, of: host.box.box)
        }
        order = keys
    }

    private func makeHost() -> TabPageHost {
        lastName += 1
        let host = TabPageHost(name: "tab-\(lastName)")
        adopt(host.node)
        return host
    }

    /// Shows the page of `key`, rendering it (and every page rendered before).
    private func show(_ key: AnyHashable?) {
        if let key, let host = hosts[key], stack.visibleChildName != host.name {
            isSyncing = true
            stack.visibleChildName = host.name
            isSyncing = false
        }
        if let key { hosts[key]?.isRendered = true }
        guard let context else { return }
        for (key, host) in hosts where host.isRendered {
            if let page = pages[key] { host.render(page.view, context: context) }
        }
    }

    /// The user chose a tab: write the selection (or keep it), and show the page.
    private func userSwitched() {
        guard !isSyncing, let key = shownKey else { return }
        if hasBinding, let value = pages[key]?.value {
            select(value)
        } else {
            ownSelection = key
        }
        if hosts[key]?.isRendered == false { show(key) }
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        hosts.values.first { $0.node === child }?.sync()
    }

    /// After the first render, when the widget tree is complete: a tab view
    /// that is its window's whole content puts its switcher in the header
    /// bar's title place, as GNOME apps do.
    private func checkPlacementAfterRender() {
        placementChecked = true
        _ = IdleSource(priority: .beforeRedraw) { [weak self] in
            guard let self, self.style == .automatic, let host = self.context?.host, host.toolbar == nil,
                self.isWindowContent
            else { return }
            self.switcherInHeaderBar = true
            if self.switcher.hasParent { self.widget.remove(self.switcher) }
            host.headerBarItems.declare(by: self, items: [HeaderBarItems.Item(placement: .principal, widget: self.switcher)])
            let id = ObjectIdentifier(self)
            self.widget.onFinalize { [weak host] in host?.headerBarItems.withdraw(id) }
        }
    }

    /// Whether every node above this one shows only this tab view, up to the window's root.
    private var isWindowContent: Bool {
        var node: ViewNode = self
        while let parent = node.parent {
            guard ViewNode.sameWidgets(parent.widgets, [widget]) else { return false }
            node = parent
        }
        return (node as? RootNode)?.isWindowContent == true
    }
}

/// One page of a tab view: a box in the stack showing the page's view.
@MainActor
final class TabPageHost {
    let box = BoxChildren(Box(.vertical))
    let node = AnyViewNode(viewType: TabPageHost.self)
    let name: String
    /// Whether the page was shown (and so made) once.
    var isRendered = false

    init(name: String) {
        self.name = name
        box.box.hexpand = true
        box.box.vexpand = true
    }

    func render(_ view: AnyView, context: RenderContext) {
        node.show(view, context: context)
        sync()
    }

    func sync() { box.sync(node.widgets) }
}
