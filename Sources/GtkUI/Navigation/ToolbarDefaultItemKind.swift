import Gtk

/// Items the system puts in a toolbar by itself (SwiftUI's `ToolbarDefaultItemKind`).
public struct ToolbarDefaultItemKind: Sendable, Equatable {
    let name: String
    /// The sidebar toggle of a `NavigationSplitView`.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
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
        node.render(content, context: inner)
    }
}

extension View {
    /// Removes a default item (`.sidebarToggle`) from the window's toolbar.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        RemoveDefaultToolbarItem(content: self, kind: defaultItemKind)
    }
}
