import Gtk

/// `.toolbar(id:content:)`: declares the window's customizable toolbar.
struct CustomizableToolbarModifier<Content: View, Items: CustomizableToolbarContent>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: String
    let items: Items

    func makeNode() -> CustomizableToolbarNode { CustomizableToolbarNode(viewType: Self.self) }
    func updateNode(_ node: CustomizableToolbarNode, context: RenderContext) {
        let render = {
            node.render(content, context: context)
            node.declare(id: id, items: items, context: context)
        }
        if let tracker = context.host?.focusedValuesTracker { tracker.renderingToolbar(render) } else { render() }
    }
}

/// The node of `toolbar(id:content:)`: keeps the `@State` of the app's own
/// content types (see `ToolbarCollection`) and declares the items again
/// when that state changes.
@MainActor
final class CustomizableToolbarNode: PassthroughNode {
    private var collection = ToolbarCollection()
    private var redeclare: (() -> Void)?
    private var isUpdateScheduled = false

    /// Collects `items` with their content types' state and hands them to the window's toolbar.
    func declare<Items: CustomizableToolbarContent>(id: String, items: Items, context: RenderContext) {
        redeclare = { [weak self] in self?.declare(id: id, items: items, context: context) }
        let reads = FocusedValues.withCurrentNotingReads(context.host?.focusedValues ?? FocusedValues()) {
            let declarations = collection.collect(environment: context.environment, { collectToolbar(items, into: &$0) }) {
                [weak self] in
                self?.scheduleRedeclare(context.scheduler)
            }
            context.host?.setToolbar(id: id, declarations: declarations, context: context)
        }.read
        // A value published later by a view re-rendering alone declares the items again.
        context.host?.focusedValuesTracker.follow(self, reads: reads) { [weak self] in
            self?.scheduleRedeclare(context.scheduler)
        }
    }

    private func scheduleRedeclare(_ scheduler: UpdateScheduler) {
        guard !isUpdateScheduled else { return }
        isUpdateScheduled = true
        scheduler.schedule(self) { [weak self] in
            self?.isUpdateScheduled = false
            self?.redeclare?()
        }
    }
}

/// `.navigationTitle(_:)`: sets the window title (on a stack page: the
/// page's title, the window's while the page is on top).
struct NavigationTitleModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: String

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        if let page = node.enclosingNavigationLevel {
            page.setTitle(title)
        } else {
            context.host?.setTitle(title)
        }
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
    @_disfavoredOverload
    public func navigationTitle(_ title: some StringProtocol) -> some View {
        NavigationTitleModifier(content: self, title: String(title))
    }
}

extension View {
    /// Populates the toolbar with `content`: `ToolbarItem`s and
    /// `ToolbarItemGroup`s placed by their placement (see
    /// Docs/SwiftUI-Toolbar.md for where each goes on GNOME).
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        ToolbarContentModifier(content: self, items: content())
    }

    /// Populates the toolbar with views: they show as `.automatic` items at
    /// the end of the header bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarContentModifier(content: self, items: ViewToolbarContent(content: content()))
    }
}
