import Gtk
import ToolbarKit

/// Renders one customizable toolbar into a window's header bar from its
/// shared ToolbarKit model, and re-renders when the model changes.
///
/// The header bar's content is one strip: the window controls, the items in
/// model order, the title and the overflow button, placed by
/// `ToolbarBarLayout` (centred title, `.navigation` items at the start, the
/// others at the end; what does not fit goes to the overflow menu).
@MainActor
final class ToolbarRenderer {
    let id: String
    let model: ToolbarModel
    unowned let host: WindowHost
    private var observation: ToolbarObservation?

    /// Decides, while GTK allocates the strip, what shows and where.
    let layout = ToolbarBarLayout()
    /// The header bar's content (accessible role toolbar): window controls,
    /// items, title, overflow button.
    let strip: LayoutHost
    private lazy var stripChildren = OrderedChildren(strip)
    /// The title, with the subtitle line under it (`.navigationSubtitle`,
    /// a `.navigationDocument`'s folder) when there is one.
    let titleColumn = TitleColumn()
    var titleLabel: LabelWidget { titleColumn.titleLabel }
    /// The title's place in the strip: the title column, or the title the
    /// user renames (`navigationTitle(_: Binding<String>)`).
    let titleSlot = Box(.horizontal, spacing: 0)

    /// Shows `title` (the title column or a renamable title) in the title's place.
    func showTitle(_ title: Widget) {
        let shown = titleSlot.children
        guard shown.count != 1 || !shown[0].isSameObject(as: title) else { return }
        for child in shown { titleSlot.remove(child) }
        titleSlot.append(title)
    }
    /// The window's buttons: the header bar's own are off, so that the
    /// layout centres the title on the whole bar.
    private let startControls = WindowControls(.start)
    private let endControls = WindowControls(.end)
    lazy var overflow = ToolbarOverflow(source: self)

    private(set) var declarations: [String: ToolbarItemDeclaration] = [:]
    /// Items declared `.hidden(true)`: in the layout and the palette, not in the bar.
    private(set) var hiddenItemIDs: Set<String> = []
    private(set) var slots: [String: ToolbarSlot] = [:]
    /// Slots of items taken out of the toolbar, kept with their widgets so
    /// that putting an item back (customization often does: a drag off and
    /// back, Undo) re-renders in place instead of building and styling new
    /// widgets.
    ///
    /// At most one per declared item. They stay in the strip, hidden
    /// (hidden widgets take no space, focus or accessibility role): taking
    /// a subtree out of its parent and back makes GTK restyle all of it,
    /// hiding and showing it does not.
    private var retired: [String: ToolbarSlot] = [:]
    /// Counts content and display-mode changes; a slot rendered at the
    /// current count shows current content (its controls follow their
    /// bindings by themselves, in or out of the strip).
    private var contentGeneration = 0
    /// The toolbar visibility last applied to every slot.
    private var renderedVisibility: Bool?
    /// Entry ids in display order, as last rendered.
    private(set) var orderedEntryIDs: [String] = []
    private var context: RenderContext?
    private var renderedMode: DisplayMode?
    private var pendingOverflowRefresh: IdleSource?

    init(id: String, model: ToolbarModel, host: WindowHost) {
        self.id = id
        self.model = model
        self.host = host
        strip = LayoutHost(delegate: layout)
        strip.accessibleRole = .toolbar
        strip.setAccessibleLabel(localized("Toolbar"))
        strip.addCSSClass("gtkui-toolbar")
        strip.hexpand = true
        titleSlot.valign = .center
        titleSlot.append(titleColumn.box)
        layout.setFixedParts(
            title: titleSlot, overflowButton: overflow.button,
            startControls: startControls, endControls: endControls)
        // The layout runs inside GTK's allocation: the open overflow menu
        // follows it afterwards.
        layout.onHiddenItemsChange = { [weak self] in self?.scheduleOverflowRefresh() }
        observation = model.addObserver { [weak self] change in self?.modelChanged(change) }
    }

    /// New declarations from a render of the `.toolbar(id:)` content.
    func update(_ declared: [ToolbarDeclaration], context: RenderContext) {
        self.context = context
        var byID: [String: ToolbarItemDeclaration] = [:]
        var hidden: Set<String> = []
        for declaration in declared {
            guard case .item(let item) = declaration.kind else { continue }
            if byID[item.id] == nil {
                byID[item.id] = item
                if declaration.isHidden { hidden.insert(item.id) }
            } else {
                Diagnostics.warn("toolbar '\(id)': duplicate item id '\(item.id)'; the first one is used")
            }
        }
        declarations = byID
        hiddenItemIDs = hidden
        render(reRenderContent: true)
    }

    private func modelChanged(_ change: ToolbarChange) {
        render(reRenderContent: change.old.displayMode != change.new.displayMode)
        host.toolbarDidChange(self)
    }

    /// Brings the strip in line with the model.
    ///
    /// Existing slots keep their widgets; content is re-rendered only for
    /// new slots, or for all when the content or display mode changed.
    private func render(reRenderContent: Bool) {
        guard let context else { return }
        let layoutModel = model.layout
        let mode = layoutModel.displayMode
        let modeChanged = renderedMode != mode
        renderedMode = mode
        if reRenderContent || modeChanged { contentGeneration += 1 }
        var next: [String: ToolbarSlot] = [:]
        var placed: [ToolbarBarLayout.Entry] = []
        var order: [String] = []
        var inLeadingRun = true
        var placedNow: [ToolbarSlot] = []
        for entry in layoutModel.entries {
            // Not declared now (`if`), or hidden: its slot, if any, is retired below.
            if let itemID = entry.itemID, declarations[itemID] == nil || hiddenItemIDs.contains(itemID) { continue }
            let existing = slots[entry.id]
            let reused = existing == nil ? retired.removeValue(forKey: entry.id) : nil
            let slot = existing ?? reused ?? ToolbarSlot(entry: entry)
            if existing == nil { placedNow.append(slot) }
            var group = ToolbarBarLayout.Group.trailing
            if let itemID = entry.itemID {
                guard let declaration = declarations[itemID] else { continue }
                if slot.renderedGeneration != contentGeneration {
                    slot.render(declaration, mode: mode, context: context)
                    slot.renderedGeneration = contentGeneration
                }
                if inLeadingRun && declaration.placement.kind == .navigation {
                    group = .leading
                } else {
                    inLeadingRun = false
                    if declaration.placement.kind == .principal { group = .principal }
                }
            } else {
                inLeadingRun = false
            }
            placed.append(
                .init(
                    entryID: entry.id, itemID: entry.itemID, widget: slot.box, group: group,
                    isFlexible: slot.isFlexible))
            next[entry.id] = slot
            order.append(entry.id)
        }
        for (entryID, slot) in slots where next[entryID] == nil && slot.entry.itemID != nil {
            retired[entryID] = slot
            slot.box.isVisible = false
        }
        retired = retired.filter { declarations[$0.value.entry.itemID!] != nil }
        slots = next
        orderedEntryIDs = order
        applyVisibility(layoutModel.isVisible, placedNow: placedNow)
        let leading = placed.filter { $0.group == .leading }.map(\.widget)
        let others = placed.filter { $0.group != .leading }.map(\.widget)
        let kept = retired.keys.sorted().compactMap { retired[$0]?.box }
        let pinned = layout.pinned
        stripChildren.sync(
            [startControls] + [pinned.start].compactMap { $0 } + leading + [titleSlot] + [pinned.principal].compactMap { $0 }
                + others + [pinned.end].compactMap { $0 } + [overflow.button, endControls] + kept)
        let shown = layoutModel.isVisible ? placed : []
        let extras = layoutModel.isVisible && model.removedAlwaysAvailableItems.contains { !hiddenItemIDs.contains($0.id) }
        if layout.setEntries(shown, listsExtraItems: extras) { strip.queueResize() }
        scheduleOverflowRefresh()
    }

    /// Places the window's `.toolbar { }` items in the strip (they are not
    /// customizable): `start` after the window controls, `principal` in the
    /// title's place, `end` before the overflow button.
    func setPinned(start: Widget?, principal: Widget?, end: Widget?) {
        guard layout.setPinned(.init(start: start, principal: principal, end: end)) else { return }
        render(reRenderContent: false)
        strip.queueResize()
    }

    /// Shows or hides every slot when the toolbar is shown or hidden;
    /// otherwise only the slots just placed, leaving the others alone
    /// (showing a shown widget again costs GTK a restyle).
    private func applyVisibility(_ visible: Bool, placedNow: [ToolbarSlot]) {
        var changed: [Widget] = placedNow.map(\.box)
        if renderedVisibility != visible {
            renderedVisibility = visible
            changed = slots.values.map(\.box) + [overflow.button]
        }
        for widget in changed {
            widget.isVisible = visible
            // Showing and hiding set GTK's own accessible "hidden" state.
            layout.forgetAccessibleState(of: widget)
        }
    }

    /// The context item content renders in outside the header bar (the
    /// customization dialog, the overflow menu): the toolbar's look, inert
    /// when asked.
    func itemContext(inert: Bool) -> RenderContext? {
        guard var inner = context else { return nil }
        let mode = model.layout.displayMode
        inner.environment.toolbarItem = ToolbarItemRendering(
            showsIcon: mode != .textOnly, showsText: mode != .iconOnly, isInert: inert)
        return inner
    }

    /// Slots in display order.
    var orderedSlots: [ToolbarSlot] { orderedEntryIDs.compactMap { slots[$0] } }

    /// Refreshes the overflow menu if it is open, once the current layout
    /// pass or render is over.
    private func scheduleOverflowRefresh() {
        guard overflow.isOpen, pendingOverflowRefresh == nil else { return }
        pendingOverflowRefresh = IdleSource(priority: .beforeRedraw) { [weak self] in
            self?.pendingOverflowRefresh = nil
            self?.overflow.refreshIfOpen()
        }
    }

    /// Whether the slot's widget is in the header bar now (not hidden, not in the overflow menu).
    func isInBar(_ slot: ToolbarSlot) -> Bool { slot.box.isVisible && layout.isShown(slot.entry.id) }

    /// Lets drags from the Customize Toolbar dialog drop straight onto the
    /// header bar: `drop` gets the payload and the layout index under the pointer.
    func acceptDrops(_ drop: @escaping @MainActor (String, Int) -> Bool) -> DropTarget {
        let target = DropTarget(scope: .inApp)
        target.onMotion { _, _ in true }
        target.onDrop { [weak self] payload, x, _ in
            guard let self else { return false }
            return drop(payload, self.layoutIndex(atStripX: x))
        }
        strip.addController(target)
        return target
    }

    /// Undoes `acceptDrops`.
    func stopAcceptingDrops(_ target: DropTarget) {
        strip.removeController(target)
    }

    /// The layout index a drop at `x` (strip coordinates) inserts at.
    func layoutIndex(atStripX x: Double) -> Int {
        let entries = model.layout.entries
        for slot in orderedSlots where isInBar(slot) {
            guard let bounds = slot.box.bounds(relativeTo: strip),
                let index = entries.firstIndex(where: { $0.id == slot.entry.id })
            else { continue }
            if x < bounds.x + bounds.width / 2 { return index }
        }
        return entries.count
    }

    /// The slot whose widget contains the point (in the strip's coordinates).
    func slot(atStripX x: Double, y: Double) -> ToolbarSlot? {
        orderedSlots.first { slot in
            guard isInBar(slot), let bounds = slot.box.bounds(relativeTo: strip) else { return false }
            return x >= bounds.x && x < bounds.x + bounds.width
        }
    }

    /// The slot containing the keyboard focus, if any.
    var focusedSlot: ToolbarSlot? {
        guard let focus = host.window.focusWidget else { return nil }
        return orderedSlots.first { focus.isInside($0.box) }
    }

    /// The catalog the declarations describe, in declaration order.
    static func catalog(from declared: [ToolbarDeclaration]) -> ToolbarCatalog {
        ToolbarCatalog(
            declared.map { declaration -> CatalogEntry in
                switch declaration.kind {
                case .spacer(let kind):
                    return .spacer(kind)
                case .item(let item):
                    let description = item.describe()
                    let label = item.name(preferring: description.stableLabel)
                    return .item(
                        CatalogItem(
                            id: item.id, label: label, placement: item.placement.kind,
                            isVisibleByDefault: declaration.visibility != .hidden,
                            alwaysAvailable: declaration.alwaysAvailable,
                            behavior: declaration.behavior))
                }
            })
    }
}

extension ToolbarRenderer: ToolbarOverflowSource {
    /// The items the header bar has no room for, then removed items marked
    /// always available.
    var overflowItems: [OverflowItem] {
        let overflowed = layout.hiddenItemIDs
        let removed = model.removedAlwaysAvailableItems.map(\.id)
        let ids = overflowed + removed.filter { !overflowed.contains($0) && !hiddenItemIDs.contains($0) }
        let context = itemContext(inert: false)
        return ids.compactMap { id in declarations[id].map { OverflowItem(key: id, declaration: $0, context: context) } }
    }
}
