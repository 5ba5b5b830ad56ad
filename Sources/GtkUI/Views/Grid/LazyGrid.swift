import Gtk

/// Views in a grid of columns that grows downwards (SwiftUI's `LazyVGrid`).
///
/// The columns come from `columns` (`GridItem`: fixed, flexible, or
/// adaptive: as many columns as fit); the grid takes the width it is
/// offered and is as tall as its rows. Drawn by a GtkUI layout
/// (`LazyGridLayout` in a `LayoutHost`). Lazy in a scroll view as the lazy
/// stacks are (`LazyDrawing`): the cells of the `ForEach`s directly inside
/// are drawn as scrolling comes within two pages of them, and stay (GTK
/// 4.8's recycling GtkGridView needs a list model of uniform items).
/// `pinnedViews` is accepted, not honoured.
public struct LazyVGrid<Content: View>: View {
    /// `Never`: a primitive view, rendered as a layout host of its cells.
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid with `columns`, cells placed per `alignment`, rows
    /// `spacing` apart (nil: GNOME's 6 pixels).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views in a grid of rows that grows to the trailing side (SwiftUI's
/// `LazyHGrid`): `LazyVGrid` turned on its side (the same notes apply).
public struct LazyHGrid<Content: View>: View {
    /// `Never`: a primitive view, rendered as a layout host of its cells.
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid with `rows`, cells placed per `alignment`, columns
    /// `spacing` apart (nil: GNOME's 6 pixels).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// The node of a lazy grid: a layout host whose children are the cells.
@MainActor
final class LazyGridNode: WidgetNode<LayoutHost> {
    let layout: LazyGridLayout
    var content: ViewNode?
    private lazy var children = OrderedChildren(widget)
    private lazy var drawing = LazyDrawing(widget: widget, axis: layout.axis)

    init(viewType: Any.Type, axis: Axis) {
        let layout = LazyGridLayout()
        layout.axis = axis
        self.layout = layout
        let mode: SizeRequestMode = axis == .vertical ? .heightForWidth : .widthForHeight
        super.init(viewType: viewType, widget: LayoutHost(delegate: layout, requestMode: mode))
        // Like SwiftUI's lazy grids: all the room across the axis.
        if axis == .vertical { widget.hexpand = true } else { widget.vexpand = true }
    }

    func render<V: View>(
        _ view: V, items: [GridItem], alignment: Alignment, spacing: CGFloat?, context: RenderContext
    ) {
        let lineSpacing = spacing.map { Int($0.rounded()) } ?? StackNode.defaultSpacing
        if layout.alignment != alignment || layout.lineSpacing != lineSpacing || !sameSizes(layout.items, items) {
            layout.items = items
            layout.alignment = alignment
            layout.lineSpacing = lineSpacing
            widget.queueResize()
        }
        drawing.render(context: context) { [weak self] inner in
            guard let self else { return }
            self.content = reconcile(self.content, with: view, parent: self, context: inner)
            self.sync()
        }
        applyCommonEnvironment(context)
    }

    private func sameSizes(_ a: [GridItem], _ b: [GridItem]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
    }

    func sync() {
        let widgets = content?.widgets ?? []
        layout.children = widgets
        children.sync(widgets)
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension LazyVGrid: PrimitiveView, DescribableView {
    func makeNode() -> LazyGridNode { LazyGridNode(viewType: Self.self, axis: .vertical) }
    func updateNode(_ node: LazyGridNode, context: RenderContext) {
        node.render(
            content, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
            context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension LazyHGrid: PrimitiveView, DescribableView {
    func makeNode() -> LazyGridNode { LazyGridNode(viewType: Self.self, axis: .horizontal) }
    func updateNode(_ node: LazyGridNode, context: RenderContext) {
        node.render(
            content, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
            context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
