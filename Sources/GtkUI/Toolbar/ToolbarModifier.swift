import Gtk

/// `.toolbar(id:content:)`: declares the window's customizable toolbar.
struct CustomizableToolbarModifier<Content: View, Items: CustomizableToolbarContent>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: String
    let items: Items

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        node.render(content, context: context)
        var declarations: [ToolbarDeclaration] = []
        collectToolbar(items, into: &declarations)
        context.host?.setToolbar(id: id, declarations: declarations, context: context)
    }
}

/// `.navigationTitle(_:)`: sets the window title.
struct NavigationTitleModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: String

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        context.host?.setTitle(title)
        node.render(content, context: context)
    }
}

extension View {
    /// Populates the window's toolbar with items the user can customize.
    ///
    /// The layout is shared by every window showing toolbar `id` and saved
    /// across launches; right-click the toolbar or use View ▸ Customize
    /// Toolbar… to edit it.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        CustomizableToolbarModifier(content: self, id: id, items: content())
    }

    /// Sets the title of the window showing this view.
    public func navigationTitle(_ title: some StringProtocol) -> some View {
        NavigationTitleModifier(content: self, title: String(title))
    }
}
