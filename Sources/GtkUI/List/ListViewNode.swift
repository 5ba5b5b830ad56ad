import Foundation
import Gtk

/// The node of a `List`: a GtkListView in a scrolled window whose items
/// render the rows GTK asks for, and whose selection follows the binding.
///
/// A list with an `OutlineGroup` is a tree list (GtkTreeListModel, each
/// row in a GtkTreeExpander): its rows expand and collapse.
@MainActor
final class ListViewNode: WidgetNode<ScrolledWindow>, ContainerContextNode {
    private(set) var listView: ListView
    private(set) var rows = ListRows()
    /// The keys and rows of a tree list.
    private(set) var tree: ListTree?
    private(set) var selection = ListSelectionBinding.none
    private var context: RenderContext?
    /// Each live item's views, by item.
    private var hosts: [ObjectID: ListRowHost] = [:]
    /// Each live item's triangle and indentation (a tree list).
    private var expanders: [ObjectID: TreeExpander] = [:]
    /// Set while the selection is set from the binding: GTK's change signal is not the user's.
    private var isApplyingSelection = false
    /// The rows the binding's values selected at the last render, with the
    /// ids they were found among (see `positions(of:)`).
    private var selectedRowsCache: (ids: [AnyHashable], values: Set<AnyHashable>, positions: [Int])?
    private var appliedStyle: ListStyleKind?
    private let selectionMode: ListSelectionMode
    /// `.contextMenu(forSelectionType:)`: the rows' menu and primary action.
    private(set) var selectionMenu: SelectionMenuController?
    /// Whether the edit mode (`\.editMode`) is active: rows show their edit buttons.
    var isEditing = false
    /// Whether the list view has its drop target for dragged rows (`.onMove`).
    var acceptsRowDrops = false
    /// The row showing where dragged rows would go.
    weak var dropMarkedRow: ListRowHost?
    /// The list view's key controller (see `handleKey`).
    private(set) var keyController: EventControllerKey?
    /// The prefix typed to go to a row (type-ahead).
    var typeAheadState = ListTypeAhead()
    /// The time type-ahead measures pauses with, in seconds (tests replace it).
    var typeAheadClock: () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }

    init(viewType: Any.Type, selectionMode: ListSelectionMode) {
        self.selectionMode = selectionMode
        listView = ListView(selectionMode: selectionMode)
        super.init(viewType: viewType, widget: ScrolledWindow())
        widget.setPolicy(horizontalScroll: false, verticalScroll: true)
        widget.hexpand = true
        widget.vexpand = true
        install(listView)
    }

    /// Connects a new list view's items, selection and keys to this node.
    private func install(_ list: ListView) {
        widget.setChild(list)
        list.enablesRubberband = selectionMode == .multiple
        list.onSetup { [weak self, weak list] item in
            guard let self, let list else { return }
            let host = ListRowHost(owner: self)
            host.onEdit = { [weak self, weak host] action in
                guard let segment = host?.row?.segment else { return }
                self?.perform(action, onRow: segment.offset, ofSegment: segment.index)
            }
            self.hosts[item.objectID] = host
            if list.isTree {
                let expander = TreeExpander()
                expander.setChild(host.itemWidget)
                self.expanders[item.objectID] = expander
                item.setChild(expander)
                host.onItemWidgetChanged = { [weak expander] widget in expander?.setChild(widget) }
            } else {
                item.setChild(host.itemWidget)
                host.onItemWidgetChanged = { [weak item] widget in item?.setChild(widget) }
            }
        }
        list.onBind { [weak self] item in self?.bind(item) }
        list.onUnbind { [weak self] item in self?.hosts[item.objectID]?.rowID = nil }
        list.onTeardown { [weak self] item in
            self?.hosts[item.objectID] = nil
            self?.expanders[item.objectID] = nil
        }
        list.onSelectionChanged { [weak self] in self?.userChangedSelection() }
        let keys = EventControllerKey()
        // Before GTK's own arrow-key handling, to step over header rows.
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] event in self?.handleKey(event) ?? false }
        list.addController(keys)
        keyController = keys
        selectionMenu = SelectionMenuController(
            on: list,
            rowValue: { [weak self, weak list] x, y in
                guard let self, let list, let position = self.position(at: x, y, in: list) else { return nil }
                return .some(self.selectionValue(at: position))
            },
            selectedValues: { [weak self] in self?.selection.read() ?? [] },
            rowEntries: { [weak self] point in self?.swipeActionEntries(at: point) ?? [] })
        list.onActivate { [weak self] position in self?.selectionMenu?.activated(rowValue: self?.selectionValue(at: position)) }
    }

    /// The position of the row at a point of `list`.
    func position(at x: Double, _ y: Double, in list: ListView) -> Int? {
        guard let picked = list.pick(x: x, y: y) else { return nil }
        return list.items.first { item in item.child?.parent.map { picked.isInside($0) } == true }?.position
    }

    /// Replaces the list view by a tree list (or back), when an `OutlineGroup` comes (or goes).
    private func switchList(toTree isTree: Bool) {
        hosts.removeAll()
        expanders.removeAll()
        rows = ListRows()
        let newTree = isTree ? ListTree() : nil
        tree = newTree
        listView =
            isTree
            ? ListView(selectionMode: selectionMode, childKeys: { [weak newTree] key in newTree?.childKeys(of: key) })
            : ListView(selectionMode: selectionMode)
        install(listView)
        appliedStyle = nil
        listensForActivation = false
        acceptsRowDrops = false
    }

    /// Renders new rows and selection from a render of the `List`.
    func update(rows newRows: ListRows, selection: ListSelectionBinding, context: RenderContext) {
        self.context = context
        self.selection = selection
        selectionMenu?.menu = context.environment.containers.selectionMenu
        selectionMenu?.lifetime = context.host?.lifetime
        if newRows.hasOutline != listView.isTree { switchList(toTree: newRows.hasOutline) }
        applyStyle(context.environment.navigation)
        let old = rows.ids
        rows = newRows
        let (position, removed, inserted) = ListViewNode.changedRange(from: old, to: newRows.ids)
        if let tree {
            let keys = tree.setRows(newRows)
            listView.splice(at: position, removing: removed, keys: Array(keys[position..<(position + inserted)]))
            tree.refreshExpandedRows(of: listView)
        } else {
            listView.splice(at: position, removing: removed, inserting: inserted)
        }
        // Items GTK kept bound show rows whose content may have changed.
        for item in listView.items where item.position != nil { bind(item) }
        applySelectionFromBinding()
        applyCommonEnvironment(context)
        let editMode = context.environment.editMode
        applyTrackingObservables { [weak self] in self?.followEditMode(editMode) }
    }

    /// The views of a live item.
    func rowHost(of item: ListItem) -> ListRowHost? { hosts[item.objectID] }

    /// What the row at `position` shows (in a tree list, of the rows shown now).
    func rowRef(at position: Int) -> ListRowRef? {
        guard let tree else { return rows.ref(at: position) }
        guard let key = listView.treeRow(at: position)?.key else { return nil }
        return tree.row(forKey: key)
    }

    /// The selection value of the row at `position` (nil: it cannot be selected).
    func selectionValue(at position: Int) -> AnyHashable? { rowRef(at: position)?.selectionValue }

    func bind(_ item: ListItem) {
        guard let context, let position = item.position, let host = hosts[item.objectID],
            let row = rowRef(at: position)
        else { return }
        host.rowWidget = item.child?.parent
        host.render(row, context: context, edits: edits(for: row))
        enableReorder(for: host)
        let selectable = selection.mode != .none && row.selectionValue != nil
        item.isSelectable = selectable
        item.isActivatable = selectable || selectionMenu?.menu?.primaryAction != nil
        if let expander = expanders[item.objectID] { expander.setListRow(item.treeRow) }
    }

    // MARK: Selection

    private func applySelectionFromBinding() {
        guard selection.mode != .none else { return }
        let values = selection.read()
        let wanted =
            tree == nil
            ? positions(of: values)
            : values.isEmpty ? [] : (0..<listView.rowCount).filter { selectionValue(at: $0).map(values.contains) == true }
        guard wanted != listView.selectedPositions else { return }
        isApplyingSelection = true
        listView.setSelectedPositions(selection.mode == .single ? Array(wanted.prefix(1)) : wanted)
        isApplyingSelection = false
    }

    /// The rows whose selection values are in `values`.
    ///
    /// Finding them reads every row, so a list of one `ForEach` whose rows
    /// select their ids keeps the last answer for as long as its ids are
    /// the same storage (a render that changed no id, see `ListIDCache`)
    /// and the values are the same: the same ids select the same rows.
    private func positions(of values: Set<AnyHashable>) -> [Int] {
        guard rows.segments.count == 1, rows.segments[0].selectsByID else {
            selectedRowsCache = nil
            return rows.positions(of: values)
        }
        if let cache = selectedRowsCache, cache.values == values, cache.ids.count == rows.ids.count,
            ListViewNode.sharesStorage(cache.ids, rows.ids)
        {
            return cache.positions
        }
        let found = rows.positions(of: values)
        selectedRowsCache = (rows.ids, values, found)
        return found
    }

    private func userChangedSelection() {
        guard !isApplyingSelection else { return }
        let values = listView.selectedPositions.compactMap { selectionValue(at: $0) }
        selection.write(Set(values))
    }

    // MARK: Links

    /// Whether GTK's row activation already opens the rows that are links.
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

    /// Enter or Space on a row that is a `NavigationLink` activates the link.
    func activateFocusedLink() -> Bool {
        guard let position = focusedPosition, let item = listView.items.first(where: { $0.position == position }),
            let activation = hosts[item.objectID]?.root.linkActivation
        else { return false }
        activation()
        return true
    }

    /// Whether the list has a selection binding (a click selects its rows).
    var hasSelection: Bool { selection.mode != .none }

    /// Whether the list's selection binding takes `value` (a row is tagged
    /// with it): then a `NavigationLink(value:)` row selects rather than presents.
    func selects(_ value: AnyHashable) -> Bool {
        selection.mode != .none && !rows.positions(of: [value]).isEmpty
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
        // The same storage (ids a `ForEach` reused, see `ListIDCache`): the
        // same ids, as an array's shared storage does not change.
        if old.count == new.count, sharesStorage(old, new) { return (old.count, 0, 0) }
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (prefix, old.count - prefix - suffix, new.count - prefix - suffix)
    }

    /// Whether two arrays, both alive, are one storage.
    static func sharesStorage(_ first: [AnyHashable], _ second: [AnyHashable]) -> Bool {
        first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}
