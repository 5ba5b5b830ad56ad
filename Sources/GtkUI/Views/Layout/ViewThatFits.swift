import Gtk

/// The first of its views that fits the space it is offered (SwiftUI's
/// `ViewThatFits`).
///
/// Give the views from the largest to the smallest; the one shown is the
/// first whose natural size fits along `axes`, chosen again each time GTK
/// lays the window out (a resize shows a larger or smaller one), and the
/// last when none fits. Drawn by a GtkUI layout (`ViewThatFitsLayout` in
/// a `LayoutHost`): every view is built, only the chosen one is drawn.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Label("Scan", systemImage: "magnifyingglass"); Text("Scan the whole disk") }
///     Label("Scan", systemImage: "magnifyingglass")
///     Image(systemName: "magnifyingglass")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    /// `Never`: a primitive view, rendered as a layout host that shows one candidate.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Shows the first view of `content` that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

/// The node of a `ViewThatFits`: a layout host whose children are the candidates.
@MainActor
final class ViewThatFitsNode: WidgetNode<LayoutHost> {
    let layout: ViewThatFitsLayout
    var content: ViewNode?
    private lazy var children = OrderedChildren(widget)

    init(viewType: Any.Type) {
        let layout = ViewThatFitsLayout()
        self.layout = layout
        super.init(
            viewType: viewType,
            widget: LayoutHost(delegate: layout, requestMode: .heightForWidth, expandsWithChildren: true))
        layout.host = widget
    }

    func render<V: View>(_ view: V, axes: Axis.Set, context: RenderContext) {
        if layout.axes != axes {
            layout.axes = axes
            widget.queueResize()
        }
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
        applyCommonEnvironment(context)
    }

    func sync() {
        let widgets = content?.widgets ?? []
        layout.candidates = widgets
        children.sync(widgets)
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension ViewThatFits: PrimitiveView, DescribableView {
    func makeNode() -> ViewThatFitsNode { ViewThatFitsNode(viewType: Self.self) }
    func updateNode(_ node: ViewThatFitsNode, context: RenderContext) {
        node.render(content, axes: axes, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
