import Gtk

/// The node of a `NavigationStack`: a GtkStack of pages (the root, then one
/// per path value or pushed view), the entries they show, and the path
/// those entries follow.
///
/// Pages under the top one stay alive (their state survives a push and
/// pop, as in SwiftUI); a popped page's nodes go at once, its widgets when
/// the slide animation has finished.
@MainActor
final class NavigationStackNode: WidgetNode<Stack>, NavigationPresenter {
    /// What one page above the root shows.
    struct Entry {
        enum Kind {
            /// A value of the path, drawn by its `navigationDestination(for:)`.
            case value(AnyHashable)
            /// A view a `NavigationLink(destination:)` pushed.
            case view(NavigationContent)
            /// A view a binding presents (`navigationDestination(isPresented:)`,
            /// `NavigationLink(isActive:)`); `dismiss` sets the binding back.
            case presented(key: AnyHashable, NavigationContent, dismiss: (() -> Void)?)
        }
        let id: Int
        var kind: Kind
    }

    let destinations = NavigationDestinations()
    var showsDisclosure: Bool { true }
    /// The pages: the root first, the top last.
    private(set) var levels: [NavigationLevelNode] = []
    /// What each page above the root shows (`entries[i]` is on `levels[i + 1]`).
    private(set) var entries: [Entry] = []
    private var nextEntryID = 1
    /// The bound path (nil: the stack keeps its own, `ownValues`).
    private var path: NavigationPathAccess?
    private var ownValues: [AnyHashable] = []
    private(set) var context: RenderContext?
    private var isRendering = false
    private var isRenderScheduled = false
    /// Entries whose page renders again at the next pass.
    private var dirtyEntries: Set<Int> = []
    /// Pages popped while the stack animates away from them.
    var retiredPages: [Box] = []
    /// The Back button, the window title, the shortcuts (see `NavigationStackChrome`).
    private(set) var chrome: NavigationStackChrome!

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Stack())
        widget.hexpand = true
        widget.vexpand = true
        let root = NavigationLevelNode(stack: self, entryID: nil)
        adopt(root)
        levels = [root]
        widget.addChild(root.box)
        chrome = NavigationStackChrome(stack: self)
        widget.onTransitionRunningChanged { [weak self] in self?.removeRetiredPages() }
    }

    /// Renders the root view, follows the path, and renders the pages.
    func update<Root: View>(root: Root, path: NavigationPathAccess?, context: RenderContext) {
        self.context = context
        self.path = path
        chrome.attach(to: context.host)
        isRendering = true
        levels[0].render(root, context: context)
        isRendering = false
        applyTrackingObservables { [weak self] in self?.followPath() }
        renderPages(all: true)
        applyCommonEnvironment(context)
    }

    // MARK: Path

    private var pathValues: [AnyHashable] { path?.values() ?? ownValues }

    /// Makes the value entries equal the path's values: entries from the
    /// first value that differs are replaced.
    private func followPath() {
        let wanted = pathValues
        var kept = 0
        var matched = 0
        for entry in entries {
            if case .value(let value) = entry.kind {
                guard matched < wanted.count, wanted[matched] == value else { break }
                matched += 1
            }
            kept += 1
        }
        guard kept < entries.count || matched < wanted.count else { return }
        dropEntries(from: kept)
        for value in wanted[matched...] { entries.append(makeEntry(.value(value))) }
        setNeedsRender()
    }

    private func makeEntry(_ kind: Entry.Kind) -> Entry {
        defer { nextEntryID += 1 }
        return Entry(id: nextEntryID, kind: kind)
    }

    /// Removes the entries from `index` on, dismissing their presentations.
    private func dropEntries(from index: Int) {
        guard index < entries.count else { return }
        let dropped = entries[index...]
        entries.removeSubrange(index...)
        for entry in dropped {
            if case .presented(_, _, let dismiss) = entry.kind { dismiss?() }
        }
    }

    // MARK: Presenting

    func present(value: AnyHashable, from link: ViewNode) {
        if let path {
            guard path.append(value) else { return }
        } else {
            ownValues.append(value)
        }
        followPath()
    }

    func present(_ content: NavigationContent, key: AnyHashable?, from source: ViewNode, dismiss: (() -> Void)?) {
        if let key {
            if let index = entryIndex(key: key) {
                entries[index].kind = .presented(key: key, content, dismiss: dismiss)
                dirtyEntries.insert(entries[index].id)
                setNeedsRender()
                return
            }
            entries.append(makeEntry(.presented(key: key, content, dismiss: dismiss)))
        } else {
            entries.append(makeEntry(.view(content)))
        }
        setNeedsRender()
    }

    func withdraw(key: AnyHashable) {
        guard let index = entryIndex(key: key) else { return }
        if case .presented(_, let content, _) = entries[index].kind {
            entries[index].kind = .presented(key: key, content, dismiss: nil)
        }
        pop(toDepth: index)
    }

    func isPresenting(key: AnyHashable) -> Bool { entryIndex(key: key) != nil }

    private func entryIndex(key: AnyHashable) -> Int? {
        entries.firstIndex { entry in
            if case .presented(let presented, _, _) = entry.kind { return presented == key }
            return false
        }
    }

    func destinationsChanged(by declarer: ViewNode) {
        let declaringIndex = declarer.enclosingNavigationLevel.flatMap { level in levels.firstIndex { $0 === level } } ?? 0
        for (index, entry) in entries.enumerated() where index + 1 > declaringIndex {
            if case .value = entry.kind { dirtyEntries.insert(entry.id) }
        }
        setNeedsRender()
    }

    /// Goes back to the page at `depth` (0: the root): the pages above go,
    /// the path loses their values, their presentations are dismissed.
    func pop(toDepth depth: Int) {
        guard depth >= 0, depth < entries.count else { return }
        let values = entries[depth...].filter { if case .value = $0.kind { true } else { false } }.count
        dropEntries(from: depth)
        if values > 0 {
            if let path { path.removeLast(values) } else { ownValues.removeLast(values) }
        }
        followPath()
        setNeedsRender()
    }

    /// Goes back from the page showing entry `id` (its `\.dismiss`).
    func pop(entry id: Int) {
        if let index = entries.firstIndex(where: { $0.id == id }) { pop(toDepth: index) }
    }

    // MARK: Pages

    /// Renders the pages again at the next update (now, when inside one).
    private func setNeedsRender() {
        guard !isRendering, !isRenderScheduled, let context else { return }
        isRenderScheduled = true
        context.scheduler.schedule(self) { [weak self] in
            self?.isRenderScheduled = false
            self?.renderPages(all: false)
        }
    }

    /// Makes one page per entry (new entries get new pages), renders the new
    /// and changed ones (`all`: every page), and shows the top.
    private func renderPages(all: Bool) {
        guard let context, lifetime?.isOpen != false else { return }
        isRendering = true
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            var isNew = false
            if index + 1 >= levels.count || levels[index + 1].entryID != entry.id {
                retireLevels(from: index + 1)
                let level = NavigationLevelNode(stack: self, entryID: entry.id)
                adopt(level)
                level.lifetime = lifetime
                levels.append(level)
                widget.addChild(level.box)
                isNew = true
            }
            if all || isNew || dirtyEntries.contains(entry.id) {
                render(entry, into: levels[index + 1], context: context)
            }
            index += 1
        }
        retireLevels(from: entries.count + 1)
        dirtyEntries.removeAll()
        isRendering = false
        chrome.showTop()
    }

    private func render(_ entry: Entry, into level: NavigationLevelNode, context: RenderContext) {
        var pageContext = context
        let id = entry.id
        pageContext.environment.presentation.dismiss = DismissAction { [weak self] in self?.pop(entry: id) }
        pageContext.environment.presentation.isPresented = true
        switch entry.kind {
        case .value(let value):
            if let content = destinations.content(for: value) {
                content.render(level, pageContext)
            } else {
                level.render(EmptyView(), context: pageContext)
            }
        case .view(let content), .presented(_, let content, _):
            content.onChange = { [weak self] in
                guard let self, self.entries.contains(where: { $0.id == id }) else { return }
                self.dirtyEntries.insert(id)
                self.setNeedsRender()
            }
            content.render(level, pageContext)
        }
    }

    /// Drops the pages from `index` on; their widgets stay in the GtkStack
    /// until it has slid away from them.
    private func retireLevels(from index: Int) {
        guard index < levels.count else { return }
        // Released after `levels` is changed: their deinit reads it (header-bar items withdraw).
        let retired = Array(levels[index...])
        levels.removeSubrange(index...)
        for level in retired { retiredPages.append(level.box) }
    }

    /// Takes popped pages out of the GtkStack once no animation shows them.
    func removeRetiredPages() {
        guard !widget.isTransitionRunning else { return }
        let pages = retiredPages
        retiredPages.removeAll()
        for page in pages { widget.remove(page) }
    }

    // MARK: Covering

    /// Whether `level` is under the top page, or this stack's own page is covered.
    func isCovering(_ level: NavigationLevelNode) -> Bool {
        if level !== levels.last { return true }
        return enclosingNavigationLevel?.isCovered ?? false
    }

    /// A page's title or Back button setting changed.
    func pageChromeChanged(_ level: NavigationLevelNode) {
        if !isRendering && level === levels.last { chrome.showTop() }
    }

    /// The depth shown: 0 at the root.
    var pageDepth: Int { levels.count - 1 }

    isolated deinit {
        chrome?.detach()
    }
}
