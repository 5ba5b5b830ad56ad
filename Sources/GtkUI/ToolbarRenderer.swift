import Gtk
import ToolbarKit

/// Renders one customizable toolbar into a window's header bar from its
/// shared ToolbarKit model, and re-renders when the model changes.
///
/// The header bar holds one strip in model order. The window title sits
/// after the leading run of `.navigation` items, followed by a flexible gap,
/// so actions gather at the trailing end (GNOME's and macOS's habit). Items
/// that do not fit go into an overflow menu at the trailing end.
@MainActor
final class ToolbarRenderer {
    let id: String
    let model: ToolbarModel
    unowned let host: WindowHost
    private var observation: ToolbarObservation?

    /// The strip's viewport: clips instead of forcing the window wide.
    let viewport = ScrolledWindow()
    /// The strip of items, title and overflow button (accessible role toolbar).
    let strip = Box(.horizontal, spacing: 6)
    private lazy var stripChildren = BoxChildren(strip)
    let titleLabel = LabelWidget()
    private let gap = Gtk::Spacer(width: nil)
    lazy var overflow = ToolbarOverflow(renderer: self)

    private(set) var declarations: [String: ToolbarItemDeclaration] = [:]
    private(set) var slots: [String: ToolbarSlot] = [:]
    /// Slots of items taken out of the toolbar, kept with their widgets so
    /// that putting an item back (customization often does: a drag off and
    /// back, Undo) re-renders in place instead of building and styling new
    /// widgets. At most one per declared item. They stay in the strip,
    /// hidden (hidden widgets take no space, focus or accessibility role):
    /// taking a subtree out of its parent and back makes GTK restyle all of
    /// it, hiding and showing it does not.
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

    init(id: String, model: ToolbarModel, host: WindowHost) {
        self.id = id
        self.model = model
        self.host = host
        strip.accessibleRole = .toolbar
        strip.setAccessibleLabel("Toolbar")
        strip.addCSSClass("gtkui-toolbar")
        strip.hexpand = true
        titleLabel.addCSSClass("title")
        titleLabel.setEllipsizeEnd()
        titleLabel.hexpand = false
        gap.accessibleRole = .presentation
        viewport.clipHorizontally()
        viewport.propagatesNaturalWidth = true
        viewport.propagatesNaturalHeight = true
        viewport.hexpand = true
        viewport.setChild(strip)
        // The width changes while GTK allocates; hiding items then would
        // change the layout mid-allocation, so the overflow is settled right
        // after, before the frame is drawn.
        viewport.onHorizontalGeometryChanged { [weak self] in self?.scheduleOverflowUpdate() }
        observation = model.addObserver { [weak self] change in self?.modelChanged(change) }
    }

    /// New declarations from a render of the `.toolbar(id:)` content.
    func update(_ declared: [ToolbarDeclaration], context: RenderContext) {
        self.context = context
        var byID: [String: ToolbarItemDeclaration] = [:]
        for declaration in declared {
            guard case .item(let item) = declaration.kind else { continue }
            if byID[item.id] == nil {
                byID[item.id] = item
            } else {
                Diagnostics.warn("toolbar '\(id)': duplicate item id '\(item.id)'; the first one is used")
            }
        }
        declarations = byID
        render(reRenderContent: true)
    }

    private func modelChanged(_ change: ToolbarChange) {
        render(reRenderContent: change.old.displayMode != change.new.displayMode)
        host.toolbarDidChange(self)
    }

    /// Brings the strip in line with the model. Existing slots keep their
    /// widgets; content is re-rendered only for new slots, or for all when
    /// the content or display mode changed.
    private func render(reRenderContent: Bool) {
        guard let context else { return }
        let layout = model.layout
        let mode = layout.displayMode
        let modeChanged = renderedMode != mode
        renderedMode = mode
        if reRenderContent || modeChanged { contentGeneration += 1 }
        var next: [String: ToolbarSlot] = [:]
        var leading: [Widget] = [], trailing: [Widget] = []
        var order: [String] = []
        var inLeadingRun = true
        var placedNow: [ToolbarSlot] = []
        for entry in layout.entries {
            let existing = slots[entry.id]
            let reused = existing == nil ? retired.removeValue(forKey: entry.id) : nil
            let slot = existing ?? reused ?? ToolbarSlot(entry: entry)
            if existing == nil { placedNow.append(slot) }
            if let itemID = entry.itemID {
                guard let declaration = declarations[itemID] else { continue } // not declared now (`if`)
                if slot.renderedGeneration != contentGeneration {
                    slot.render(declaration, mode: mode, context: context)
                    slot.renderedGeneration = contentGeneration
                }
                if inLeadingRun && declaration.placement == .navigation {
                    leading.append(slot.box)
                } else {
                    inLeadingRun = false
                    trailing.append(slot.box)
                }
            } else {
                inLeadingRun = false
                trailing.append(slot.box)
            }
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
        // Visibility is set on every slot only when the toolbar is shown or
        // hidden; otherwise only on slots just placed, leaving the ones the
        // overflow hid alone (re-showing them would make GTK restyle and
        // re-measure each, and updateOverflow would hide them again).
        if renderedVisibility != layout.isVisible {
            renderedVisibility = layout.isVisible
            for slot in slots.values { slot.box.isVisible = layout.isVisible }
        } else {
            for slot in placedNow { slot.box.isVisible = layout.isVisible }
        }
        // A hidden toolbar leaves the title alone: centred, as in any GNOME header bar.
        if titleLabel.hexpand == layout.isVisible { titleLabel.hexpand = !layout.isVisible }
        if gap.isVisible != layout.isVisible { gap.isVisible = layout.isVisible }
        let kept = retired.keys.sorted().compactMap { retired[$0]?.box }
        stripChildren.sync(leading + [titleLabel, gap] + trailing + [overflow.button] + kept)
        updateOverflow()
    }

    /// The context item content renders in outside the header bar (the
    /// customization dialog): the toolbar's look, inert when asked.
    func itemContext(inert: Bool) -> RenderContext? {
        guard var inner = context else { return nil }
        let mode = model.layout.displayMode
        inner.environment.toolbarItem = ToolbarItemRendering(
            showsIcon: mode != .textOnly, showsText: mode != .iconOnly, isInert: inert)
        return inner
    }

    /// The context overflow controls render in (outside the toolbar look).
    var contextForOverflow: RenderContext? {
        guard var inner = context else { return nil }
        inner.environment.toolbarItem = nil
        return inner
    }

    /// Slots in display order.
    var orderedSlots: [ToolbarSlot] { orderedEntryIDs.compactMap { slots[$0] } }

    private var pendingOverflowUpdate: IdleSource?

    private func scheduleOverflowUpdate() {
        guard pendingOverflowUpdate == nil else { return }
        pendingOverflowUpdate = IdleSource(priority: .beforeRedraw) { [weak self] in
            self?.pendingOverflowUpdate = nil
            self?.updateOverflow(remeasuring: true)
        }
    }

    /// Hides the items that do not fit and lists them in the overflow menu.
    ///
    /// Measuring costs a style and size pass per item, so after a layout
    /// change only slots rendered since their last measurement are measured;
    /// a change of the toolbar's width (`remeasuring`) measures them all.
    func updateOverflow(remeasuring: Bool = false) {
        guard model.layout.isVisible else {
            overflow.update(overflowed: [], alwaysAvailable: model.removedAlwaysAvailableItems.map(\.id))
            return
        }
        let available = viewport.visibleWidth
        let slotsInOrder = orderedSlots
        let removed = model.removedAlwaysAvailableItems.map(\.id)
        // The common case, everything fits: no measuring (it costs a style
        // and size pass per item, and renders happen on every keystroke).
        let anyHidden = slotsInOrder.contains { !$0.box.isVisible }
        if !anyHidden && viewport.contentWidth <= available + 0.5 {
            overflow.update(overflowed: [], alwaysAvailable: removed)
            return
        }
        for slot in slotsInOrder where remeasuring || slot.needsMeasure { slot.measure() }
        let spacing = strip.spacing
        let titleWidth = min(titleLabel.naturalWidth, 160)
        var used = Double(titleWidth + spacing)
        let total = slotsInOrder.reduce(used) { $0 + Double($1.naturalWidth + spacing) }
        var hidden: [String] = []
        if available > 0 && total > available {
            let reserve = Double(overflow.buttonWidth + spacing)
            for slot in slotsInOrder {
                let width = Double(slot.naturalWidth + spacing)
                if hidden.isEmpty && used + width + reserve <= available {
                    used += width
                } else if let itemID = slot.entry.itemID {
                    hidden.append(itemID)
                } else {
                    hidden.append("") // spacers just hide
                }
                let fits = hidden.isEmpty
                if slot.box.isVisible != fits { slot.box.isVisible = fits }
            }
        } else {
            for slot in slotsInOrder where !slot.box.isVisible { slot.box.isVisible = true }
        }
        overflow.update(overflowed: hidden.filter { !$0.isEmpty }, alwaysAvailable: removed)
    }

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
        for slot in orderedSlots where slot.box.isVisible {
            guard let bounds = slot.box.bounds(relativeTo: strip),
                  let index = entries.firstIndex(where: { $0.id == slot.entry.id }) else { continue }
            if x < bounds.x + bounds.width / 2 { return index }
        }
        return entries.count
    }

    /// The slot whose widget contains the point (in the strip's coordinates).
    func slot(atStripX x: Double, y: Double) -> ToolbarSlot? {
        orderedSlots.first { slot in
            guard slot.box.isVisible, let bounds = slot.box.bounds(relativeTo: strip) else { return false }
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
        ToolbarCatalog(declared.map { declaration -> CatalogEntry in
            switch declaration.kind {
            case .spacer(let kind):
                return .spacer(kind)
            case .item(let item):
                let description = item.describe()
                let label = item.name(preferring: description.stableLabel)
                return .item(CatalogItem(id: item.id, label: label, placement: item.placement,
                                         isVisibleByDefault: declaration.visibility != .hidden,
                                         alwaysAvailable: declaration.alwaysAvailable,
                                         behavior: declaration.behavior))
            }
        })
    }
}
