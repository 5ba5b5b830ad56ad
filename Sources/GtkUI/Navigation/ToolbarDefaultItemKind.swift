import Gtk

/// Items the system puts in a toolbar by itself (SwiftUI's `ToolbarDefaultItemKind`).
public struct ToolbarDefaultItemKind: Sendable, Equatable {
    let name: String
    /// The sidebar toggle of a `NavigationSplitView`.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title and subtitle of the window (`toolbar(removing: .title)` takes them out of the header bar).
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// The `.searchable` field (`DefaultToolbarItem(kind: .search, placement:)` moves it).
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// `.toolbar(removing:)`: takes a default item out of the window's toolbar.
struct RemoveDefaultToolbarItem<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let kind: ToolbarDefaultItemKind?

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        var inner = context
        if kind == .sidebarToggle {
            // Inside a split view's column: the split view is above; around it: below.
            node.nearestAncestor(SplitViewNode.self)?.removeToggle()
            inner.environment.navigation.removesSidebarToggle = true
        }
        if kind == .title {
            return node.render(HeaderBarSettingsModifier(content: content, settings: HeaderBarSettings(showsTitle: false)), context: inner)
        }
        node.render(content, context: inner)
    }
}

extension View {
    /// Removes a default item from the window's toolbar: `.sidebarToggle`,
    /// or `.title` (the header bar's centre then stays empty).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        RemoveDefaultToolbarItem(content: self, kind: defaultItemKind)
    }
}
