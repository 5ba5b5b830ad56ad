import Gtk

/// The node of a `Grid`: a GtkGrid whose cells follow the content's
/// widgets, row by row.
///
/// Its rows go down, so a view directly in the grid (between `GridRow`s)
/// lies along its vertical axis: a `Divider` there is a horizontal line
/// across every column, as in SwiftUI.
@MainActor
final class GridNode: WidgetNode<GridWidget>, TraitReadingNode, AxisProvidingNode {
    let axis = Axis.vertical
    var alignment = Alignment.center
    var content: ViewNode?
    private var rowNodes: [Weak] = []
    private var placed: [Widget] = []
    /// Widgets whose alignment this grid set (others keep theirs).
    private var aligned: Set<ObjectID> = []

    private struct Weak {
        weak var node: GridRowNode?
    }

    /// One row as placed: its widgets and its row node (nil: a view across the grid).
    private struct Row {
        var widgets: [Widget]
        var node: GridRowNode?
    }

    init(viewType: Any.Type) { super.init(viewType: viewType, widget: GridWidget()) }

    /// Notes a row of this grid (rows tell their grid as they render).
    func register(_ row: GridRowNode) {
        rowNodes.removeAll { $0.node == nil }
        if !rowNodes.contains(where: { $0.node === row }) { rowNodes.append(Weak(node: row)) }
    }

    func render<V: View>(_ view: V, context: RenderContext) {
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
        applyCommonEnvironment(context)
    }

    /// The content's widgets grouped in rows: consecutive widgets of one
    /// `GridRow` form a row; any other widget is a row of its own.
    private func rows() -> [Row] {
        var rowOf: [ObjectID: GridRowNode] = [:]
        for row in rowNodes.compactMap(\.node) {
            for widget in row.widgets { rowOf[widget.objectID] = row }
        }
        var rows: [Row] = []
        for widget in content?.widgets ?? [] {
            let node = rowOf[widget.objectID]
            if let node, let last = rows.last, last.node === node {
                rows[rows.count - 1].widgets.append(widget)
            } else {
                rows.append(Row(widgets: [widget], node: node))
            }
        }
        return rows
    }

    /// Where one cell goes.
    private struct Cell {
        var widget: Widget
        var column: Int
        var row: Int
        var span: Int
        var rowAlignment: VerticalAlignment?
    }

    private func cells() -> [Cell] {
        let rows = rows()
        let columns = rows.filter { $0.node != nil }.map { $0.widgets.map(span).reduce(0, +) }.max() ?? 1
        var cells: [Cell] = []
        for (index, row) in rows.enumerated() {
            var column = 0
            for widget in row.widgets {
                let span = row.node == nil ? columns : span(widget)
                cells.append(Cell(widget: widget, column: column, row: index, span: span, rowAlignment: row.node?.alignment))
                column += span
            }
        }
        return cells
    }

    func sync() {
        let cells = cells()
        let kept = Set(cells.map(\.widget.objectID))
        for widget in placed where !kept.contains(widget.objectID) { self.widget.remove(widget) }
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for cell in cells {
            if let guide = LayoutTraits.value(\.gridColumnAlignment, of: cell.widget) { columnAlignments[cell.column] = guide }
        }
        for cell in cells {
            widget.place(cell.widget, column: cell.column, row: cell.row, columnSpan: cell.span)
            align(
                cell.widget, horizontal: columnAlignments[cell.column] ?? alignment.horizontal,
                vertical: cell.rowAlignment ?? alignment.vertical)
        }
        placed = cells.map(\.widget)
    }

    private func span(_ cell: Widget) -> Int { max(1, LayoutTraits.value(\.gridCellColumns, of: cell) ?? 1) }

    /// Places a cell in its space: its anchor, else the column's and row's
    /// alignment; across an unsized axis, or one it expands in, it fills.
    private func align(_ cell: Widget, horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        let id = cell.objectID
        guard cell.halign == .fill && cell.valign == .fill || aligned.contains(id) else { return }
        aligned.insert(id)
        let unsized = LayoutTraits.value(\.gridCellUnsizedAxes, of: cell) ?? []
        var h = horizontal.align
        var v = vertical.align
        if let anchor = LayoutTraits.value(\.gridCellAnchor, of: cell) {
            h = ViewDimensions.nearestAlign(anchor.x * 100, along: 100)
            v = ViewDimensions.nearestAlign(anchor.y * 100, along: 100)
        }
        if unsized.contains(.horizontal) || cell.computesExpand(.horizontal) { h = .fill }
        if unsized.contains(.vertical) || cell.computesExpand(.vertical) { v = .fill }
        // A divider is a line along its whole cell: across the grid between
        // rows, the height of its row inside one.
        if let separator = cell as? Separator {
            if separator.orientation == .horizontal { h = .fill } else { v = .fill }
        }
        if cell.halign != h { cell.halign = h }
        if cell.valign != v { cell.valign = v }
    }

    func traitsChanged() { sync() }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}
