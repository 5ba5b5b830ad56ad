import Gtk

/// `.inspector(isPresented:content:)`: the content, and beside it at the
/// trailing edge a side panel shown while `isPresented` is true.
struct InspectorModifier<Content: View, Inspector: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let inspector: Inspector

    func makeNode() -> InspectorNode { InspectorNode(viewType: Self.self) }

    func updateNode(_ node: InspectorNode, context: RenderContext) {
        node.main = reconcile(node.main, with: content, parent: node, context: context)
        // View ▸ Show/Hide Inspector (`InspectorCommands`) toggles it.
        node.isPresented = isPresented
        context.host?.inspectors.register(node)
        let shown = isPresented.wrappedValue
        if shown {
            var inner = context
            let isPresented = self.isPresented
            inner.environment.presentation.dismiss = DismissAction { isPresented.wrappedValue = false }
            inner.environment.presentation.inspector = node
            inner.environment.presentation.isPresented = true
            node.panel = reconcile(node.panel, with: inspector, parent: node, context: inner)
        }
        node.setPanelShown(shown, host: context.host)
        node.sync()
        node.applyCommonEnvironment(context)
    }
}

/// The node of an inspector: a row of the content, a separator and the panel.
@MainActor
final class InspectorNode: WidgetNode<Box> {
    var main: ViewNode?
    /// Whether the panel shows: the binding of the latest render.
    var isPresented: Binding<Bool>?
    /// The panel's content, rendered the first time the panel shows and kept while hidden.
    var panel: ViewNode?
    private let mainBox = Box(.vertical)
    private let panelBox = Box(.vertical)
    private let separator = Separator(.vertical)
    private lazy var mainChildren = BoxChildren(mainBox)
    private lazy var panelChildren = BoxChildren(panelBox)
    /// The panel's width (`.inspectorColumnWidth`); GNOME sidebars are about this wide.
    private(set) var columnWidth = InspectorNode.defaultColumnWidth

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.horizontal))
        mainBox.hexpand = true
        mainBox.vexpand = true
        panelBox.vexpand = true
        panelBox.addCSSClass("view")
        panelBox.setAccessibleLabel(localized("Inspector"))
        panelBox.setSizeRequest(width: Int(columnWidth), height: -1)
        for child in [mainBox, separator, panelBox] as [Widget] { widget.append(child) }
    }

    /// Whether the panel shows (its views' toolbar items show in the
    /// window's header bar only then).
    var isPanelShown: Bool { panelBox.isVisible }
    private weak var host: WindowHost?

    func setPanelShown(_ shown: Bool, host: WindowHost?) {
        self.host = host
        let changed = panelBox.isVisible != shown
        if changed { panelBox.isVisible = shown }
        if separator.isVisible != shown { separator.isVisible = shown }
        // The panel's toolbar items come and go with it.
        if changed { host?.createdHeaderBarItems?.navigationChanged() }
    }

    /// Sets the panel's width (the ideal width; GTK panels do not shrink below their request).
    func setColumnWidth(_ width: CGFloat) {
        guard width != columnWidth, width > 0 else { return }
        columnWidth = width
        panelBox.setSizeRequest(width: Int(width.rounded()), height: -1)
    }

    func sync() {
        mainChildren.sync(main?.widgets ?? [])
        panelChildren.sync(panel?.widgets ?? [])
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }

    static let defaultColumnWidth: CGFloat = 270
}

/// `.inspectorColumnWidth`: sets the width of the inspector the content is in.
struct InspectorColumnWidthModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let width: CGFloat

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        context.environment.presentation.inspector?.setColumnWidth(width)
        node.render(content, context: context)
    }
}

extension View {
    /// Shows `content` in a side panel at the trailing edge while
    /// `isPresented` is true; `\.dismiss` inside it hides the panel.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        InspectorModifier(content: self, isPresented: isPresented, inspector: content())
    }

    /// Sets the width of the inspector this view is the content of.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        InspectorColumnWidthModifier(content: self, width: width)
    }

    /// Sets the width of the inspector this view is the content of: its
    /// ideal width (GTK sizes the panel by one width; `min` and `max` are
    /// accepted for source compatibility).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        InspectorColumnWidthModifier(content: self, width: ideal)
    }
}
