import Gtk

/// A layout that places one child (a modifier's content).
@MainActor
protocol SingleChildLayout: LayoutDelegate {
    var child: Widget? { get set }
}

/// The node of a modifier that places its content in a layout host of its
/// own (`frame`, `fixedSize`, `offset`…): the host is the one widget it
/// contributes, and `Layout` sizes and places the content inside it.
@MainActor
class HostedContentNode<Layout: SingleChildLayout>: ViewNode, ContentWrappingNode {
    let layout: Layout
    let host: LayoutHost
    var content: ViewNode?
    private let slot = SingleWidgetSlot()
    private lazy var children = OrderedChildren(host)

    init(viewType: Any.Type, layout: Layout, requestMode: SizeRequestMode = .fromChildren) {
        self.layout = layout
        host = LayoutHost(delegate: layout, requestMode: requestMode, expandsWithChildren: true)
        LayoutTraits.markWrapper(host)
        super.init(viewType: viewType)
    }

    var wrappedContent: ViewNode? { content }

    func render<V: View>(_ view: V, context: RenderContext) {
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
    }

    func sync() {
        guard let child = slot.widget(for: content?.widgets ?? [], release: { children.sync([]) }) else {
            layout.child = nil
            setWidgets([])
            return
        }
        layout.child = child
        children.sync([child])
        setWidgets([host])
    }

    /// Asks GTK to measure and place the content again (after the layout's
    /// settings changed).
    func relayout() { host.queueResize() }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}
