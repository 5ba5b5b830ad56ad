import Gtk
import ToolbarKit

/// The items of every `.toolbar { }` in one window, merged into its header
/// bar: one header bar per window, however many views (sidebar, detail,
/// inspector) declare toolbar content, as in SwiftUI.
///
/// Views keep the order in which they first declared items (source order:
/// a view's content before the view, a sidebar before its detail). In each
/// region GNOME's dialog convention wins over that order: cancellation
/// first at the start, confirmation last at the end.
///
/// The end's items that do not fit the window go to an overflow menu
/// (`HeaderEndLayout`, `ToolbarOverflow`), as a customizable toolbar's do.
@MainActor
final class HeaderBarItems {
    /// One header-bar item of a declaring view.
    struct Item {
        let placement: ToolbarItemPlacement
        let widget: Widget
        /// A flexible `ToolbarSpacer` (the room between the items around it).
        var isFlexibleSpace = false
        /// The declared item, for its entry in the overflow menu.
        var declaration: ToolbarItemDeclaration?
        /// The context the item renders in, for controls shown live in the overflow menu.
        var context: RenderContext?
    }
    private struct Declarer {
        let id: ObjectIdentifier
        var items: [Item]
        /// The stack page the view is on: its items hide while a page covers it.
        weak var page: NavigationLevelNode?
        /// The inspector panel the view is in: its items show while the panel does.
        weak var inspector: InspectorNode?

        @MainActor var isShown: Bool { page?.isCovered != true && inspector?.isPanelShown != false }
    }
    private unowned let host: WindowHost
    private var declarers: [Declarer] = []
    let start = BoxChildren(Box(.horizontal, spacing: 6))
    /// The end's search fields and items, placed by `endLayout`.
    private(set) lazy var end = OrderedChildren(LayoutHost(delegate: endLayout))
    /// The menu of the end's items that do not fit.
    private(set) lazy var overflow = ToolbarOverflow(source: self)
    private lazy var endLayout = HeaderEndLayout(overflowButton: overflow.button)
    /// The end's items as last placed (their widgets are in `end`).
    private(set) var endItems: [Item] = []
    private var pendingOverflowRefresh: IdleSource?
    let title = BoxChildren(Box(.horizontal, spacing: 6))
    /// Paints the header bar in the colours views ask for (made when one does).
    private(set) var barStyler: BarStyler?
    /// `.navigationSubtitle`: GNOME's subtitle line under the title, and the view that set it last.
    private var declaredSubtitle: (declarer: ObjectIdentifier, text: String)?
    /// The views' `.navigationSubtitle`.
    var subtitle: String? { declaredSubtitle?.text }

    /// Sets the subtitle a view declares; nil withdraws it (only the view
    /// that set it last can).
    func setSubtitle(_ subtitle: String?, by declarer: ObjectIdentifier) {
        let shown = self.subtitle
        if let subtitle {
            declaredSubtitle = (declarer, subtitle)
        } else if declaredSubtitle?.declarer == declarer {
            declaredSubtitle = nil
        }
        guard self.subtitle != shown else { return }
        updateTitleWidget()
        for follower in titleFollowers.values { follower() }
    }
    /// `.navigationDocument`: where the window's document is, and the view that said so.
    private var document: (declarer: ObjectIdentifier, location: DocumentLocation)?
    /// The subtitle line shown: the views' `.navigationSubtitle`, else the document's folder.
    var shownSubtitle: String? { subtitle ?? document?.location.subtitle }
    /// Views showing the title and subtitle elsewhere (a title menu), told when they change.
    var titleFollowers: [ObjectIdentifier: @MainActor () -> Void] = [:]
    private(set) lazy var titleColumn = TitleColumn()
    /// The title of `navigationTitle(_: Binding<String>)`, and the view that set it.
    private var renamable: (declarer: ObjectIdentifier, title: Binding<String>)?
    private(set) lazy var renamableTitle: RenamableTitle = {
        let title = RenamableTitle()
        title.onEditingEnded = { [weak self, weak title] in
            guard let self, let title else { return }
            if self.isRenamingTitle {
                // Renamed from the title menu: the menu comes back.
                self.isRenamingTitle = false
                self.updateTitleWidget()
            }
            guard self.host.window.focusWidget?.isInside(title.box) == true else { return }
            if let target = self.host.editingTarget, !target.isInside(title.box) {
                target.grabFocus()
            } else {
                self.host.window.unsetFocus()
            }
        }
        // GTK 4.8's editable label runs its focus-out handler after it is
        // disposed when its window closes with the focus in it: take the
        // focus away first.
        host.window.onDestroyed { [weak self, weak title] in
            guard let self, let title, self.host.window.focusWidget?.isInside(title.box) == true else { return }
            self.host.window.unsetFocus()
        }
        return title
    }()

    /// Shows where the window's document is (nil: the view that said so no longer does).
    func setDocument(_ location: DocumentLocation?, by declarer: ObjectIdentifier) {
        if let location {
            guard document?.declarer != declarer || document?.location != location else { return }
            document = (declarer, location)
        } else if document?.declarer == declarer {
            document = nil
            titleColumn.box.tooltip = nil
        } else {
            return
        }
        updateTitleWidget()
        for follower in titleFollowers.values { follower() }
    }

    /// Whether the title can be renamed (`navigationTitle(_: Binding<String>)`).
    var canRenameTitle: Bool { renamable != nil }
    /// The title is being renamed in the place of the title menu (its `RenameButton`).
    private var isRenamingTitle = false

    /// Starts renaming the title: the editable title takes the place of
    /// the title menu (or of the `.principal` items) until editing ends.
    func startRenamingTitle() {
        guard renamable != nil else { return }
        isRenamingTitle = true
        updateTitleWidget()
        renamableTitle.startEditing()
    }

    /// Makes the title renamable through `title` (nil: plain again).
    func setRenamableTitle(_ title: Binding<String>?, by declarer: ObjectIdentifier) {
        if let title {
            renamable = (declarer, title)
        } else if renamable?.declarer == declarer {
            renamable = nil
        } else {
            return
        }
        updateTitleWidget()
    }

    /// Takes the title's place when the scene hides the title.
    private lazy var emptyTitle = LabelWidget()

    init(host: WindowHost) {
        self.host = host
        start.box.setAccessibleLabel(localized("Toolbar Start"))
        end.box.setAccessibleLabel(localized("Toolbar End"))
        end.box.valign = .center
        end.box.append(overflow.button)
        // The layout decides inside GTK's allocation: the open menu follows afterwards.
        endLayout.onShownCountChange = { [weak self] in self?.scheduleOverflowRefresh() }
        title.box.valign = .center
    }

    /// Sets the header-bar items of the view `declarer` (none: forgets it).
    func declare(by declarer: AnyObject, items: [Item], inspector: InspectorNode? = nil) {
        let id = ObjectIdentifier(declarer)
        if let index = declarers.firstIndex(where: { $0.id == id }) {
            if items.isEmpty {
                declarers.remove(at: index)
            } else {
                declarers[index].items = items
                declarers[index].inspector = inspector
            }
        } else if !items.isEmpty {
            declarers.append(
                Declarer(
                    id: id, items: items, page: (declarer as? ViewNode)?.enclosingNavigationLevel, inspector: inspector))
        } else {
            return
        }
        place()
    }

    private var settingsByDeclarer: [(id: ObjectIdentifier, settings: HeaderBarSettings)] = []
    /// The merged requests of the window's views.
    private(set) var settings = HeaderBarSettings()

    /// Records (nil: withdraws) the header-bar settings a view asks for.
    func request(_ settings: HeaderBarSettings?, by declarer: ObjectIdentifier) {
        if let index = settingsByDeclarer.firstIndex(where: { $0.id == declarer }) {
            if let settings { settingsByDeclarer[index].settings = settings } else { settingsByDeclarer.remove(at: index) }
        } else if let settings {
            settingsByDeclarer.append((declarer, settings))
        }
        let merged = settingsByDeclarer.reduce(windowSettings) { $0.overridden(by: $1.settings) }
        guard merged != self.settings else { return }
        self.settings = merged
        place()
    }

    /// What the scene asks for (`windowStyle`, `windowToolbarStyle`), under the views' requests.
    var windowSettings = HeaderBarSettings() {
        didSet { request(nil, by: ObjectIdentifier(self)) }
    }

    private var searchFields: [(id: ObjectIdentifier, widget: Widget)] = []

    /// Shows (nil: removes) the `.searchable` field of a view, at the end
    /// of the header bar before the items.
    func declareSearchField(_ field: Widget?, by declarer: ObjectIdentifier) {
        let index = searchFields.firstIndex { $0.id == declarer }
        switch (index, field) {
        case (let index?, let field?):
            if searchFields[index].widget.isSameObject(as: field) { return }
            searchFields[index].widget = field
        case (let index?, nil): searchFields.remove(at: index)
        case (nil, let field?): searchFields.append((declarer, field))
        case (nil, nil): return
        }
        place()
    }

    /// Where `DefaultToolbarItem(kind: .search)` puts the search fields, and the view that declared it.
    private var searchSlot: (declarer: ObjectIdentifier, children: BoxChildren)?

    /// Moves the search fields into `slot` (nil: back to the end of the header bar).
    func setSearchSlot(_ slot: BoxChildren?, by declarer: ObjectIdentifier) {
        if let slot {
            searchSlot?.children.sync([])
            searchSlot = (declarer, slot)
        } else if searchSlot?.declarer == declarer {
            searchSlot?.children.sync([])
            searchSlot = nil
        } else {
            return
        }
        place()
    }

    /// Where the split views' sidebar toggles sit (the header bar's start, or a `DefaultToolbarItem`).
    private(set) lazy var sidebarToggles = SidebarTogglePlacement(headerBar: host.headerBar)

    /// Forgets the items of a view that went away.
    func withdraw(_ declarer: ObjectIdentifier) {
        guard let index = declarers.firstIndex(where: { $0.id == declarer }) else { return }
        declarers.remove(at: index)
        place()
    }

    /// Items in merged order, in `region` (those of stack pages under the top page left out).
    func items(in region: ToolbarItemPlacement.Region) -> [Item] {
        declarers.filter(\.isShown).flatMap(\.items).filter { $0.placement.region == region }
    }

    private struct BackButton {
        let stack: ObjectIdentifier
        let widget: Widget
        weak var page: NavigationLevelNode?
    }
    /// The Back buttons of the window's navigation stacks.
    private var backButtons: [BackButton] = []

    /// Shows (nil: removes) the Back button of the navigation stack `stack`
    /// first at the start of the header bar, as GNOME places it; `page` is
    /// the stack page the stack itself is on, if any.
    func declareBackButton(_ button: Widget?, by stack: ObjectIdentifier, on page: NavigationLevelNode?) {
        let had = backButtons.contains { $0.stack == stack }
        backButtons.removeAll { $0.stack == stack }
        if let button { backButtons.append(BackButton(stack: stack, widget: button, page: page)) }
        if had || button != nil { place() }
    }

    /// A navigation stack pushed or popped a page, or an inspector panel
    /// showed or hid: shows the items of the top pages and the shown panels only.
    func navigationChanged() { place() }

    private func place() {
        let startItems = items(in: .headerStart).stablySorted(firstWhere: { $0.placement.role == .cancellationAction })
        let endItems = items(in: .headerEnd).stablySorted(firstWhere: { $0.placement.role != .confirmationAction })
        // A flexible space splits a region: what is beyond it stays at the
        // bar's edge, the rest goes next to the title.
        let (startOuter, startInner) = startItems.split(atFlexibleSpace: startItems.firstIndex(where: \.isFlexibleSpace))
        let (endInner, endOuter) = endItems.split(atFlexibleSpace: endItems.lastIndex(where: \.isFlexibleSpace))
        // A customizable toolbar lays out the bar itself (its own flexible spaces only).
        let splits =
            host.toolbar == nil && (startItems.contains(where: \.isFlexibleSpace) || endItems.contains(where: \.isFlexibleSpace))
        let fields = searchSlot == nil ? searchFields.map(\.widget) : []
        let itemsShown = settings.itemsVisibility != .hidden
        // GNOME puts a navigation stack's Back button first, shown with the items hidden too.
        let back = backButtons.filter { $0.page?.isCovered != true }.map(\.widget)
        placeEdges(
            (splits ? startOuter : startItems).map(\.widget), fields: fields, end: splits ? endOuter : endItems,
            back: back, shown: itemsShown)
        usesCentre = host.toolbar == nil && (start.box.isVisible || end.box.isVisible || !startInner.isEmpty || !endInner.isEmpty)
        if usesCentre || centre != nil {
            let centre = self.centre ?? HeaderCentre(headerBar: host.headerBar, start: start.box, end: end.box)
            self.centre = centre
            centre.place(
                before: splits ? startInner.map(\.widget) : [], after: splits ? endInner.map(\.widget) : [],
                shown: itemsShown)
        }
        searchSlot?.children.sync(searchFields.map(\.widget))
        title.box.isVisible = itemsShown
        title.sync(items(in: .headerTitle).map(\.widget))
        packEdges()
        if let menu = host.labelStyleMenu {
            for box in [start.box, end.box] { menu.attach(to: box) }
        }
        if host.isDialog { dialogActions.update(startItems + endItems, host: host) }
        // The window buttons: GTK's, or the centre's while it holds the items
        // (a customizable toolbar's strip places its own).
        if host.toolbar == nil {
            let buttons = !host.isDialog || dialogActions.showsWindowButtons
            let gtkButtons = buttons && !usesCentre
            if host.headerBar.showTitleButtons != gtkButtons { host.headerBar.showTitleButtons = gtkButtons }
            centre?.showWindowControls(buttons && usesCentre)
        }
        host.headerBar.setCSSClass("flat", settings.backgroundVisibility == .hidden)
        var appearance = settings.appearance
        // A hidden background hides a painted one too, as in SwiftUI: the bar is flat, its text keeps its colours.
        if settings.backgroundVisibility == .hidden { appearance.background = nil }
        if barStyler != nil || !appearance.isEmpty {
            let styler = barStyler ?? BarStyler()
            barStyler = styler
            styler.apply(appearance, to: host.headerBar, node: "headerbar")
        }
        updateTitleWidget()
    }

    /// Hands the start and end boxes to a customizable toolbar's strip once
    /// the window has one (as macOS places a window's plain toolbar items in
    /// its customizable toolbar, by their placements); until then the
    /// header bar's centre (`HeaderCentre`) holds them.
    private func packEdges() {
        guard let toolbar = host.toolbar else { return }
        centre?.releaseParts()
        // The title menu's box leaves the title's place before it is pinned as the principal items.
        if !titleIsMenu, title.box.parent?.isSameObject(as: toolbar.titleSlot) == true {
            toolbar.showTitle(toolbar.titleColumn.box)
        }
        toolbar.setPinned(start: start.box, principal: hasPrincipal && !titleIsMenu ? title.box : nil, end: end.box)
    }

    /// The window got a customizable toolbar: its strip places the items from now on.
    func toolbarDidAppear() {
        place()
        // Its title place shows a renamable title or the subtitle line declared before it came.
        updateTitleWidget()
    }

    /// Puts widgets in the header bar's start and end boxes (the Back
    /// buttons first at the start, the search fields first at the end).
    private func placeEdges(_ startWidgets: [Widget], fields: [Widget], end items: [Item], back: [Widget], shown: Bool) {
        let startShown = back + (shown ? startWidgets : [])
        start.sync(startShown)
        let endWidgets = items.map(\.widget)
        end.sync(fields + endWidgets)
        endItems = items
        if endLayout.set(fixed: fields, items: endWidgets) { end.box.queueResize() }
        start.box.isVisible = !startShown.isEmpty
        end.box.isVisible = shown && !(fields + endWidgets).isEmpty
        scheduleOverflowRefresh()
    }

    /// Refreshes the overflow menu if it is open, once the current layout
    /// pass or placement is over.
    private func scheduleOverflowRefresh() {
        guard overflow.isOpen, pendingOverflowRefresh == nil else { return }
        pendingOverflowRefresh = IdleSource(priority: .beforeRedraw) { [weak self] in
            self?.pendingOverflowRefresh = nil
            self?.overflow.refreshIfOpen()
        }
    }

    /// A sheet's Cancel and confirmation buttons (see `WindowHost.isDialog`).
    private(set) var dialogActions = DialogActions()

    /// The bar's content while it has items (made when first needed).
    private(set) var centre: HeaderCentre?
    private var usesCentre = false

    /// Shows the `.principal` items in the title's place, else the title
    /// with its subtitle line, else GTK's own title.
    ///
    /// A customizable toolbar draws its own title column (and places
    /// `.principal` items itself): it gets the subtitle line here.
    func updateTitleWidget() {
        if let toolbar = host.toolbar {
            if let renamable, !titleIsMenu || isRenamingTitle {
                renamableTitle.update(title: renamable.title, subtitle: shownSubtitle)
                renamableTitle.box.tooltip = document?.location.tooltip
                toolbar.showTitle(renamableTitle.box)
            } else if titleIsMenu {
                toolbar.showTitle(title.box)
            } else {
                host.updateToolbarTitle()
                toolbar.titleColumn.box.tooltip = document?.location.tooltip
                toolbar.showTitle(toolbar.titleColumn.box)
            }
            return
        }
        let widget: Widget?
        let renamingInPlace = isRenamingTitle && renamable != nil
        if settings.showsTitle == false && !hasPrincipal && !renamingInPlace {
            emptyTitle.text = ""
            widget = emptyTitle
        } else if hasPrincipal && !renamingInPlace {
            widget = title.box
        } else if let renamable {
            renamableTitle.update(title: renamable.title, subtitle: shownSubtitle)
            widget = renamableTitle.box
            widget?.tooltip = document?.location.tooltip
        } else if shownSubtitle != nil || usesCentre {
            // GTK's own title cannot sit in a widget of ours: the same title, drawn here.
            titleColumn.update(title: host.window.title, subtitle: shownSubtitle ?? "")
            widget = titleColumn.box
            widget?.tooltip = document?.location.tooltip
        } else {
            widget = nil
        }
        // A widget has one parent: the place it leaves lets go of it first.
        if usesCentre, let centre, let widget {
            host.headerBar.setTitleWidget(centre.host)
            centre.setTitle(widget)
        } else {
            centre?.releaseTitle()
            host.headerBar.setTitleWidget(widget)
        }
    }

    /// The window title changed (`.navigationTitle`).
    func titleChanged() {
        for follower in titleFollowers.values { follower() }
        if let renamable { renamableTitle.update(title: renamable.title, subtitle: shownSubtitle) }
        if (shownSubtitle != nil || usesCentre) && !hasPrincipal {
            titleColumn.update(title: host.window.title, subtitle: shownSubtitle ?? "")
        }
    }

    /// Whether the title's place holds the title itself as a menu (`toolbarTitleMenu`)
    /// and no `.principal` item: a customizable toolbar shows it where its title goes.
    private var titleIsMenu: Bool {
        let items = items(in: .headerTitle)
        return !items.isEmpty && items.allSatisfy { $0.placement == .title }
    }

    /// Whether a view declared a `.principal` item (it replaces the title).
    var hasPrincipal: Bool { !title.placed.isEmpty }
}

extension Array {
    /// The elements for which `first` holds, then the others, each in their order.
    func stablySorted(firstWhere first: (Element) -> Bool) -> [Element] {
        filter(first) + filter { !first($0) }
    }
}

extension [HeaderBarItems.Item] {
    /// The items before and after the flexible space at `index` (all
    /// before it without one), flexible spaces left out: the gap is made by
    /// where the two runs are placed.
    func split(atFlexibleSpace index: Int?) -> (before: [Element], after: [Element]) {
        guard let index else { return (self, []) }
        return (self[..<index].filter { !$0.isFlexibleSpace }, self[(index + 1)...].filter { !$0.isFlexibleSpace })
    }
}

extension HeaderBarItems: ToolbarOverflowSource {
    /// The end's items the header bar has no room for, in order.
    var overflowItems: [OverflowItem] {
        let leftOut = endLayout.overflowedItems
        return endItems.compactMap { item in
            guard let declaration = item.declaration, leftOut.contains(where: { $0.isSameObject(as: item.widget) })
            else { return nil }
            return OverflowItem(
                key: String(describing: item.widget.objectID), declaration: declaration, context: item.context)
        }
    }
}
