import Gtk

/// Views in rows and columns, sized like a table (SwiftUI's `Grid`), on
/// a GtkGrid.
///
/// Each `GridRow` is a row, its views in successive columns; any other
/// view is a row of its own across every column. A column is as wide as
/// its widest cell and a row as tall as its tallest. Cells sit per
/// `alignment`, unless their row (`GridRow(alignment:)`), column
/// (`.gridColumnAlignment`) or cell (`.gridCellAnchor`) says otherwise;
/// `.gridCellColumns` spans columns.
public struct Grid<Content: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkGrid`.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid of the rows built by `content`, cells placed per
    /// `alignment`, columns and rows spaced as given (nil: GNOME's 6 pixels).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

/// One row of a `Grid` (SwiftUI's `GridRow`); outside a grid its views
/// are laid out as if it were not there, as a `Group`.
public struct GridRow<Content: View>: View {
    /// `Never`: the grid places the row's views in its cells.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row of the views built by `content`, placed vertically
    /// per `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

/// The node of a `GridRow`: its views, and the grid it belongs to.
@MainActor
final class GridRowNode: PassthroughNode, AxisProvidingNode {
    var alignment: VerticalAlignment?
    /// A row's cells go across: a `Divider` in a row is a vertical line.
    let axis = Axis.horizontal
}

extension GridRow: PrimitiveView, DescribableView {
    func makeNode() -> GridRowNode { GridRowNode(viewType: Self.self) }
    func updateNode(_ node: GridRowNode, context: RenderContext) {
        node.alignment = alignment
        node.nearestAncestor(GridNode.self)?.register(node)
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension Grid: PrimitiveView, DescribableView {
    func makeNode() -> GridNode { GridNode(viewType: Self.self) }
    func updateNode(_ node: GridNode, context: RenderContext) {
        let pixels = { (spacing: CGFloat?) in spacing.map { Int($0.rounded()) } ?? StackNode.defaultSpacing }
        if node.widget.columnSpacing != pixels(horizontalSpacing) { node.widget.columnSpacing = pixels(horizontalSpacing) }
        if node.widget.rowSpacing != pixels(verticalSpacing) { node.widget.rowSpacing = pixels(verticalSpacing) }
        node.alignment = alignment
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
