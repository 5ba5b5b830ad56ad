import Gtk

/// Nodes that lay their children along an axis; `Spacer` and `Divider`
/// inside ask the nearest one which way to stretch.
@MainActor
protocol AxisProvidingNode: ContainerContextNode {
    var axis: Axis { get }
}

/// The node of a stack: a GtkBox whose children follow the content's widgets.
@MainActor
final class StackNode: WidgetNode<Box>, AxisProvidingNode {
    let axis: Axis
    var crossAlign: Align = .center
    var content: ViewNode?
    lazy var children = BoxChildren(widget)
    /// Widgets whose cross-axis alignment this stack set (others keep theirs).
    private var aligned: Set<ObjectIdentifier> = []

    init(viewType: Any.Type, axis: Axis, spacing: Int) {
        self.axis = axis
        super.init(viewType: viewType, widget: Box(axis.orientation, spacing: spacing))
    }

    func render<V: View>(_ view: V, spacing: CGFloat?, context: RenderContext) {
        let pixels = spacing.map { Int($0.rounded()) } ?? StackNode.defaultSpacing
        if widget.spacing != pixels { widget.spacing = pixels }
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
        applyCommonEnvironment(context)
    }

    func sync() {
        let widgets = content?.widgets ?? []
        children.sync(widgets)
        for child in widgets { align(child) }
    }

    /// Places a child across the axis, unless it expands that way or was
    /// placed by a modifier (`.frame(alignment:)`).
    private func align(_ child: Widget) {
        guard !(child is Separator) else { return }
        let id = ObjectIdentifier(child)
        // Computed expand: a modifier's wrapper (padding, frame) expands
        // when the view inside does.
        if axis == .vertical {
            guard !child.computesExpand(.horizontal), child.halign == .fill || aligned.contains(id) else { return }
            if child.halign != crossAlign { child.halign = crossAlign }
        } else {
            guard !child.computesExpand(.vertical), child.valign == .fill || aligned.contains(id) else { return }
            if child.valign != crossAlign { child.valign = crossAlign }
        }
        aligned.insert(id)
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }

    static let defaultSpacing = 6
}

@MainActor
func enclosingAxis(of node: ViewNode, _ context: RenderContext) -> Axis {
    if let provider = node.nearestAncestor(AxisProvidingNode.self) { return provider.axis }
    // Toolbars lay items in a row; a window's root content is a column.
    return context.environment.toolbarItem != nil ? .horizontal : .vertical
}
