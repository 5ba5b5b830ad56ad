import Gtk

/// Two or three columns side by side, each selecting what the next shows
/// (SwiftUI's `NavigationSplitView`).
///
/// Drawn with GtkPaned: drag the dividers to resize (the widths are kept
/// with the window's scene storage, so a window reopened after a relaunch
/// has the widths it was left with). The window's header bar gets a sidebar toggle
/// at its start ("Toggle Sidebar"; remove it with
/// `.toolbar(removing: .sidebarToggle)`), and `SidebarCommands()` adds
/// View ▸ Show Sidebar / Hide Sidebar (Ctrl+Alt+S). A `List` in the sidebar
/// draws as a GNOME navigation sidebar.
///
/// ```swift
/// NavigationSplitView {
///     List(collections, selection: $selection) { Text($0.name) }
/// } detail: {
///     DetailView(collection: selection)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// `Never`: a primitive view, rendered as two or three columns in `GtkPaned`s, with a sidebar toggle.
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// Three columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar(), content(), detail())
    }
    /// Three columns whose visibility follows `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, sidebar(), content(), detail())
    }
    /// Three columns; `preferredCompactColumn` matters on narrow devices only
    /// (a desktop window always shows columns side by side).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, sidebar(), content(), detail())
    }

    init(visibility: Binding<NavigationSplitViewVisibility>?, _ sidebar: Sidebar, _ content: Content, _ detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        columnVisibility = visibility
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar(), EmptyView(), detail())
    }
    /// Two columns whose visibility follows `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, sidebar(), EmptyView(), detail())
    }
    /// Two columns; `preferredCompactColumn` matters on narrow devices only.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, sidebar(), EmptyView(), detail())
    }
}

extension NavigationSplitView: PrimitiveView {
    func makeNode() -> SplitViewNode { SplitViewNode(viewType: Self.self, columns: Content.self == EmptyView.self ? 2 : 3) }
    func updateNode(_ node: SplitViewNode, context: RenderContext) {
        node.renderLatest = { [weak node] in if let node { self.updateNode(node, context: context) } }
        node.update(visibility: columnVisibility, context: context)
        var sidebarContext = context
        sidebarContext.environment.navigation.isInSidebar = true
        node.sidebar.render(sidebar, context: sidebarContext)
        if let column = node.content { node.renderColumn(column, declared: content, context: context) }
        node.renderColumn(node.detail, declared: detail, context: context)
        node.didRenderColumns()
    }
}
