import Gtk

/// Nodes that lay their children along an axis; `Spacer` and `Divider`
/// inside ask the nearest one which way to stretch.
@MainActor
protocol AxisProvidingNode: ContainerContextNode {
    var axis: Axis { get }
}

/// The node of a stack: a GtkBox whose children follow the content's widgets.
///
/// GtkBox shares its room by expansion and aligns its children at their
/// start, centre, end or baseline. When a view inside has a
/// `.layoutPriority` or an `.alignmentGuide` across the axis, the box
/// holds one `LayoutHost` instead, with the views inside, laid out as
/// `HStackLayout`/`VStackLayout` do (room by priority, guides lined up),
/// as SwiftUI's stacks do; without, the views are the box's children
/// (no extra widget, GTK's own layout).
@MainActor
class StackNode: WidgetNode<Box>, AxisProvidingNode, TraitReadingNode {
    let axis: Axis
    var crossAlign: Align = .center
    var content: ViewNode?
    lazy var children = BoxChildren(widget)
    /// Widgets whose cross-axis alignment this stack set (others keep theirs).
    private var aligned: Set<ObjectIdentifier> = []
    /// The host laying the views out while one has a priority or a guide.
    private var laidOut: (host: LayoutHost, engine: CustomLayoutEngine, children: OrderedChildren<LayoutHost>)?

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
        if needsOwnLayout(widgets) {
            layOut(widgets)
            return
        }
        if let laidOut {
            laidOut.children.sync([])
            laidOut.engine.subviews = []
            self.laidOut = nil
        }
        children.sync(widgets)
        for child in widgets { align(child) }
    }

    /// Whether a view has what GtkBox cannot honour: a priority, or a guide across the axis.
    private func needsOwnLayout(_ widgets: [Widget]) -> Bool {
        widgets.contains { widget in
            if let priority = LayoutTraits.value(\.layoutPriority, of: widget), priority != 0 { return true }
            guard let guides = LayoutTraits.value(\.alignmentGuides, of: widget) else { return false }
            return axis == .vertical ? !guides.horizontal.isEmpty : !guides.vertical.isEmpty
        }
    }

    /// Puts the views in the layout host, laid out as the stack layouts do.
    private func layOut(_ widgets: [Widget]) {
        let current = laidOut ?? makeLayoutHost()
        laidOut = current
        let spacing = CGFloat(widget.spacing)
        if axis == .horizontal {
            current.engine.setLayout(HStackLayout(alignment: VerticalAlignment(align: crossAlign), spacing: spacing))
        } else {
            current.engine.setLayout(VStackLayout(alignment: HorizontalAlignment(align: crossAlign), spacing: spacing))
        }
        // The box lets go of the views before the host takes them.
        children.sync([current.host])
        current.engine.subviews = widgets
        current.engine.subviewsChanged()
        current.children.sync(widgets)
        current.host.queueResize()
    }

    private func makeLayoutHost() -> (host: LayoutHost, engine: CustomLayoutEngine, children: OrderedChildren<LayoutHost>) {
        let engine = CustomLayoutEngine()
        let host = LayoutHost(delegate: engine, requestMode: .heightForWidth, expandsWithChildren: true)
        return (host, engine, OrderedChildren(host))
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

    func traitsChanged() {
        sync()
        laidOut?.host.queueResize()
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
