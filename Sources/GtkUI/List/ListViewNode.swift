import Gtk

/// The node of a `List`: a GtkListView in a scrolled window whose items
/// render the rows GTK asks for, and whose selection follows the binding.
@MainActor
final class ListViewNode: WidgetNode<ScrolledWindow>, ContainerContextNode {
    let listView: ListView
    private(set) var rows = ListRows()
    private var selection = ListSelectionBinding.none
    private var context: RenderContext?
    /// Each live item's views, by item.
    private var hosts: [ObjectID: ListRowHost] = [:]
    /// Set while the selection is set from the binding: GTK's change signal is not the user's.
    private var isApplyingSelection = false
    private var appliedStyle: ListStyleKind?

    init(viewType: Any.Type, selectionMode: ListSelectionMode) {
        listView = ListView(selectionMode: selectionMode)
        super.init(viewType: viewType, widget: ScrolledWindow())
        widget.setPolicy(horizontalScroll: false, verticalScroll: true)
        widget.setChild(listView)
        widget.hexpand = true
        widget.vexpand = true
        listView.enablesRubberband = selectionMode == .multiple
        listView.onSetup { [weak self] item in
            guard let self else { return }
            let host = ListRowHost(owner: self)
            self.hosts[item.objectID] = host
            item.setChild(host.box)
        }
        listView.onBind { [weak self] item in self?.bind(item) }
        listView.onUnbind { [weak self] item in self?.hosts[item.objectID]?.rowID = nil }
        listView.onTeardown { [weak self] item in self?.hosts[item.objectID] = nil }
        listView.onSelectionChanged { [weak self] in self?.userChangedSelection() }
        let keys = EventControllerKey()
        // Before GTK's own arrow-key handling, to step over header rows.
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] event in self?.handleKey(event) ?? false }
        listView.addController(keys)
    }

    /// Renders new rows and selection from a render of the `List`.
    func update(rows newRows: ListRows, selection: ListSelectionBinding, context: RenderContext) {
        self.context = context
        self.selection = selection
        applyStyle(context.environment.navigation)
        let old = rows.ids
        rows = newRows
        let (position, removed, inserted) = ListViewNode.changedRange(from: old, to: newRows.ids)
        listView.splice(at: position, removing: removed, inserting: inserted)
        // Items GTK kept bound show rows whose content may have changed.
        for item in listView.items {
            if let position = item.position, position < rows.count, let host = hosts[item.objectID] {
                host.render(rows, at: position, context: context)
                configure(item, at: position)
            }
        }
        applySelectionFromBinding()
        applyCommonEnvironment(context)
    }

    /// The views of a live item.
    func rowHost(of item: ListItem) -> ListRowHost? { hosts[item.objectID] }

    private func bind(_ item: ListItem) {
        guard let context, let position = item.position, let host = hosts[item.objectID] else { return }
        host.render(rows, at: position, context: context)
        configure(item, at: position)
    }

    private func configure(_ item: ListItem, at position: Int) {
        let selectable = selection.mode != .none && rows.selectionValue(at: position) != nil
        item.isSelectable = selectable
        item.isActivatable = selectable
    }

    // MARK: Selection

    private func applySelectionFromBinding() {
        guard selection.mode != .none else { return }
        let wanted = rows.positions(of: selection.read())
        guard wanted != listView.selectedPositions else { return }
        isApplyingSelection = true
        listView.setSelectedPositions(selection.mode == .single ? Array(wanted.prefix(1)) : wanted)
        isApplyingSelection = false
    }

    private func userChangedSelection() {
        guard !isApplyingSelection else { return }
        let values = listView.selectedPositions.compactMap { rows.selectionValue(at: $0) }
        selection.write(Set(values))
    }

    // MARK: Keys

    /// Delete deletes the selected rows (`.onDelete`); Alt+Up/Down moves them (`.onMove`).
    func handleKey(_ event: KeyEvent) -> Bool {
        if event.keyval == Key.delete || event.keyval == Key.kpDelete, event.modifiers.relevant.isEmpty {
            return deleteSelectedRows()
        }
        if event.modifiers.relevant == .alt, event.keyval == Key.up || event.keyval == Key.down {
            return moveSelectedRows(by: event.keyval == Key.up ? -1 : 1)
        }
        if event.modifiers.relevant.isEmpty, event.keyval == Key.up || event.keyval == Key.down {
            return stepOverHeaders(by: event.keyval == Key.up ? -1 : 1)
        }
        if event.modifiers.relevant.isEmpty, [Key.return, Key.kpEnter, Key.space].contains(event.keyval) {
            return activateFocusedLink()
        }
        return false
    }

    /// Enter or Space on a row that is a `NavigationLink` activates the link.
    private func activateFocusedLink() -> Bool {
        guard let focused = listView.items.first(where: { $0.child?.parent?.hasFocus == true }),
            let activation = hosts[focused.objectID]?.root.linkActivation
        else { return false }
        activation()
        return true
    }

    /// Whether the list's selection binding takes `value` (a row is tagged
    /// with it): then a `NavigationLink(value:)` row selects rather than presents.
    private var listensForActivation = false

    /// Makes GTK's row activation open the rows that are links.
    ///
    /// GTK activates a selectable row on a double click. Connected on the
    /// first such link row: lists without links pay nothing.
    func listenForLinkActivation() {
        guard !listensForActivation else { return }
        listensForActivation = true
        listView.onActivate { [weak self] position in
            guard let self, let item = self.listView.items.first(where: { $0.position == position }),
                let row = self.hosts[item.objectID]?.root, row.linkOpensOnDoubleClick
            else { return }
            row.linkActivation?()
        }
    }

    /// Whether the list has a selection binding (a click selects its rows).
    var hasSelection: Bool { selection.mode != .none }

    func selects(_ value: AnyHashable) -> Bool {
        selection.mode != .none && !rows.positions(of: [value]).isEmpty
    }

    /// Up and Down from a row next to a section header or footer go to the
    /// nearest selectable row beyond it (GTK 4.8 would focus the header).
    private func stepOverHeaders(by step: Int) -> Bool {
        guard selection.mode != .none,
            let focused = listView.items.first(where: { $0.child?.parent?.hasFocus == true }),
            let position = focused.position
        else { return false }
        let next = position + step
        guard next >= 0, next < rows.count, rows.selectionValue(at: next) == nil else { return false }
        var target = next
        while target >= 0, target < rows.count, rows.selectionValue(at: target) == nil { target += step }
        guard target >= 0, target < rows.count else { return true }
        listView.setSelectedPositions([target])
        listView.scrollTo(position: target)
        if let item = listView.items.first(where: { $0.position == target }) { _ = item.child?.parent?.grabFocus() }
        return true
    }

    /// Calls `.onDelete` of each `ForEach` with selected rows.
    private func deleteSelectedRows() -> Bool {
        var handled = false
        for (index, offsets) in rows.offsetsBySegment(listView.selectedPositions).reversed() {
            guard let delete = rows.segments[index].editActions.delete else { continue }
            delete(offsets)
            handled = true
        }
        return handled
    }

    /// Calls `.onMove` to move the selected rows of one `ForEach` up or down by one.
    private func moveSelectedRows(by step: Int) -> Bool {
        let groups = rows.offsetsBySegment(listView.selectedPositions)
        guard groups.count == 1, let (index, offsets) = groups.first,
            let move = rows.segments[index].editActions.move,
            let first = offsets.first, let last = offsets.last
        else { return false }
        let count = rows.segments[index].ids.count
        if step < 0 {
            guard first > 0 else { return true }
            move(offsets, first - 1)
        } else {
            guard last < count - 1 else { return true }
            // `move` inserts before the destination offset, counted before the removal.
            move(offsets, last + 2)
        }
        return true
    }

    // MARK: Style

    private func applyStyle(_ settings: NavigationSettings) {
        var style = settings.listStyle
        if style == .automatic { style = settings.isInSidebar ? .sidebar : .plain }
        guard style != appliedStyle else { return }
        appliedStyle = style
        listView.setCSSClass("navigation-sidebar", style == .sidebar)
        listView.setCSSClass("rich-list", style == .inset || style == .grouped || style == .insetGrouped)
        widget.setCSSClass("frame", style == .bordered)
        let inset = style == .inset || style == .grouped || style == .insetGrouped ? 12 : 0
        widget.setMargins(top: inset, bottom: inset, start: inset, end: inset)
        listView.showsSeparators = style == .plain || style == .bordered
    }

    /// The one range whose ids differ between `old` and `new`: the position,
    /// how many old rows it removes and how many new ones it inserts.
    static func changedRange(from old: [AnyHashable], to new: [AnyHashable]) -> (Int, Int, Int) {
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (prefix, old.count - prefix - suffix, new.count - prefix - suffix)
    }
}
