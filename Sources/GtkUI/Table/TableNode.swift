import Gtk

/// The node of a `Table`: a GtkColumnView in a scrolled window whose cells
/// render the rows GTK asks for; the selection follows its binding and the
/// headers' sort arrow follows `sortOrder`.
@MainActor
final class TableNode: WidgetNode<ScrolledWindow>, ContainerContextNode {
    let columnView: ColumnView
    private(set) var rows: [TableRowItem] = []
    private(set) var columns: [TableColumnSpec] = []
    private(set) var selection = ListSelectionBinding.none
    private var sortOrder: TableSortBinding?
    private var context: RenderContext?
    /// Each live cell's views, by item.
    private var cells: [ObjectID: TableCellHost] = [:]
    /// Set while this node changes GTK's selection or sort: the signals are not the user's.
    private var isApplying = false
    /// `.contextMenu(forSelectionType:)`: the rows' menu and primary action.
    private(set) var selectionMenu: SelectionMenuController?

    init(viewType: Any.Type, selectionMode: ListSelectionMode) {
        columnView = ColumnView(selectionMode: selectionMode)
        super.init(viewType: viewType, widget: ScrolledWindow())
        widget.setPolicy(horizontalScroll: true, verticalScroll: true)
        widget.hexpand = true
        widget.vexpand = true
        widget.setChild(columnView)
        columnView.enablesRubberband = selectionMode == .multiple
        columnView.showsColumnSeparators = true
        columnView.onSelectionChanged { [weak self] in self?.userChangedSelection() }
        columnView.onSortChanged { [weak self] in self?.userSorted() }
        selectionMenu = SelectionMenuController(
            on: columnView,
            rowValue: { [weak self] x, y in
                guard let self, let position = self.position(at: x, y) else { return nil }
                return .some(self.rows[position].id)
            },
            selectedValues: { [weak self] in self?.selection.read() ?? [] })
        columnView.onActivate { [weak self] position in
            guard let self, position < self.rows.count else { return }
            self.selectionMenu?.activated(rowValue: self.rows[position].id)
        }
    }

    /// The position of the row at a point of the column view (its cells are in the row's widget).
    private func position(at x: Double, _ y: Double) -> Int? {
        guard let picked = columnView.pick(x: x, y: y) else { return nil }
        for column in columnView.columns {
            for item in column.cells.items {
                guard let row = item.child?.parent?.parent, picked.isInside(row), let position = item.position else { continue }
                return position < rows.count ? position : nil
            }
        }
        return nil
    }

    /// Renders new rows, columns, selection and sort order from a render of the `Table`.
    func update(
        rows newRows: [TableRowItem], columns newColumns: [TableColumnSpec], selection: ListSelectionBinding,
        sortOrder: TableSortBinding?, context: RenderContext
    ) {
        self.context = context
        self.selection = selection
        self.sortOrder = sortOrder
        selectionMenu?.menu = context.environment.containers.selectionMenu
        selectionMenu?.lifetime = context.host?.lifetime
        columns = newColumns
        syncColumns()
        let old = rows.map(\.id)
        rows = newRows
        let (position, removed, inserted) = ListViewNode.changedRange(from: old, to: newRows.map(\.id))
        columnView.splice(at: position, removing: removed, inserting: inserted)
        for column in columnView.columns {
            for item in column.cells.items where item.position != nil { bind(item, column: column.index) }
        }
        applySelectionFromBinding()
        applySortFromBinding()
        applyCommonEnvironment(context)
    }

    // MARK: Columns and cells

    /// Makes the column view's columns match the table's: titles, widths, sorting.
    private func syncColumns() {
        while columnView.columns.count > columns.count { columnView.removeLastColumn() }
        while columnView.columns.count < columns.count { connect(columnView.appendColumn(title: "")) }
        for (column, spec) in zip(columnView.columns, columns) {
            column.title = spec.title
            column.isSortable = spec.comparator != nil && sortOrder != nil
            switch spec.width {
            case .automatic:
                column.fixedWidth = -1
                column.isResizable = true
                column.expands = true
            case .fixed(let width):
                column.fixedWidth = width
                column.isResizable = false
                column.expands = false
            case .range(let min, let ideal, _):
                column.fixedWidth = ideal ?? min ?? -1
                column.isResizable = true
                column.expands = ideal == nil && min == nil
            }
        }
    }

    private func connect(_ column: ColumnViewColumn) {
        let index = column.index
        column.cells.onSetup { [weak self] item in
            guard let self else { return }
            let host = TableCellHost(owner: self)
            self.cells[item.objectID] = host
            item.setChild(host.box)
        }
        column.cells.onBind { [weak self] item in self?.bind(item, column: index) }
        column.cells.onUnbind { [weak self] item in self?.cells[item.objectID]?.rowID = nil }
        column.cells.onTeardown { [weak self] item in self?.cells[item.objectID] = nil }
    }

    private func bind(_ item: ListItem, column: Int) {
        guard let context, let position = item.position, position < rows.count, column < columns.count,
            let host = cells[item.objectID]
        else { return }
        host.render(columns[column].cell(rows[position].value), rowID: rows[position].id, context: context)
        item.isSelectable = selection.mode != .none
        item.isActivatable = true
    }

    /// The views of a live cell.
    func cellHost(of item: ListItem) -> TableCellHost? { cells[item.objectID] }

    // MARK: Selection

    private func applySelectionFromBinding() {
        guard selection.mode != .none else { return }
        let values = selection.read()
        let wanted = values.isEmpty ? [] : rows.indices.filter { values.contains(rows[$0].id) }
        guard wanted != columnView.selectedPositions else { return }
        isApplying = true
        columnView.setSelectedPositions(selection.mode == .single ? Array(wanted.prefix(1)) : wanted)
        isApplying = false
    }

    private func userChangedSelection() {
        guard !isApplying else { return }
        selection.write(Set(columnView.selectedPositions.compactMap { $0 < rows.count ? rows[$0].id : nil }))
    }

    // MARK: Sorting

    /// Shows the sort arrow on the column whose comparator leads `sortOrder`.
    private func applySortFromBinding() {
        guard let sortOrder else { return }
        let leading = sortOrder.leading(columns.map(\.comparator))
        let shown = columnView.sortState
        guard leading?.column != shown?.column || leading?.ascending != shown?.ascending else { return }
        isApplying = true
        columnView.showSorted(by: leading?.column, ascending: leading?.ascending ?? true)
        isApplying = false
    }

    /// A header was clicked: its comparator goes first in `sortOrder`, in the direction GTK shows.
    private func userSorted() {
        guard !isApplying, let sortOrder, let state = columnView.sortState, state.column < columns.count,
            let comparator = columns[state.column].comparator
        else { return }
        sortOrder.sortBy(comparator, state.ascending)
    }
}

/// The views of one recycled table cell: a root node whose box is the cell's widget.
@MainActor
final class TableCellHost {
    let root = RootNode(orientation: .horizontal)
    /// The id of the row last rendered (nil while unbound).
    var rowID: AnyHashable?
    var box: Box { root.children.box }

    init(owner: ViewNode) {
        owner.adopt(root)
        box.setMargins(top: 4, bottom: 4, start: 6, end: 6)
    }

    func render(_ cell: AnyView, rowID: AnyHashable, context: RenderContext) {
        root.lifetime = context.host?.lifetime
        self.rowID = rowID
        var cellContext = context
        cellContext.environment.containers.formRows = nil
        cellContext.environment.containers.selectionMenu = nil
        root.render(cell, context: cellContext)
    }
}
