import Gtk

/// Views on top of each other, the later ones in front (SwiftUI's `ZStack`).
///
/// Drawn by a GtkUI layout (`LayerLayout` in a `LayoutHost`) rather than a
/// GtkOverlay, because a ZStack is as big as its largest child and
/// GtkOverlay sizes itself by its main child only. Each child that does not
/// expand sits in the stack per `alignment`; `.zIndex` reorders children
/// (higher in front, declaration order among equals).
public struct ZStack<Content: View>: View {
    /// `Never`: a primitive view, rendered as a layout host whose children are the layers.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Creates a stack of the views built by `content`, placed per `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

/// The node of a `ZStack`: a layout host whose children follow the
/// content's widgets, ordered by `zIndex`.
@MainActor
final class ZStackNode: WidgetNode<LayoutHost>, TraitReadingNode {
    let layout: LayerLayout
    var content: ViewNode?
    private lazy var children = OrderedChildren(widget)

    init(viewType: Any.Type) {
        let layout = LayerLayout()
        self.layout = layout
        super.init(viewType: viewType, widget: LayoutHost(delegate: layout, requestMode: .fromChildren, expandsWithChildren: true))
    }

    func render<V: View>(_ view: V, alignment: Alignment, context: RenderContext) {
        if layout.alignment != alignment {
            layout.alignment = alignment
            widget.queueAllocate()
        }
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
        applyCommonEnvironment(context)
    }

    /// Places the content's widgets bottom to top: by `zIndex`, then in order.
    func sync() {
        let widgets = content?.widgets ?? []
        let ordered = widgets.enumerated()
            .map { (index: $0.offset, z: LayoutTraits.value(\.zIndex, of: $0.element) ?? 0, widget: $0.element) }
            .sorted { ($0.z, $0.index) < ($1.z, $1.index) }
            .map(\.widget)
        layout.layers = ordered
        children.sync(ordered)
    }

    func traitsChanged() { sync() }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension ZStack: PrimitiveView, DescribableView {
    func makeNode() -> ZStackNode { ZStackNode(viewType: Self.self) }
    func updateNode(_ node: ZStackNode, context: RenderContext) {
        node.render(content, alignment: alignment, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Orders this view among its siblings in a `ZStack`: higher values are
    /// drawn in front (default 0).
    ///
    /// Honoured by `ZStack`; other containers keep declaration order.
    public func zIndex(_ value: Double) -> some View {
        TraitModifier(content: self, trait: \LayoutTraits.zIndex, value: value)
    }
}
