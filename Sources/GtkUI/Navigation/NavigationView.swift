import Gtk

/// A navigation container of the SwiftUI versions before `NavigationStack`
/// (SwiftUI's deprecated, still common `NavigationView`).
///
/// With one child it is a `NavigationStack` whose root is that child. With
/// two or three children it is a `NavigationSplitView` as on macOS: the
/// first child is the sidebar, the last the detail (the other views are
/// placeholders until a link in the column before shows its destination).
/// `.navigationViewStyle(.stack)` makes a stack of the first child.
///
/// ```swift
/// NavigationView {
///     List(items) { item in NavigationLink(item.name, destination: ItemView(item)) }
///     Text("Select an item")
/// }
/// ```
public struct NavigationView<Content: View>: View {
    /// `Never`: a primitive view, rendered as a stack or a split view.
    public typealias Body = Never
    let content: Content

    /// A navigation view of `content`'s views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The child views, each type-erased (one when `content` is a single view).
    var columns: [AnyView] {
        guard let tuple = content as? any NavigationViewColumns else { return [AnyView(content)] }
        return tuple.columnViews
    }
}

/// `TupleView` children of a `NavigationView`: its columns.
@MainActor
protocol NavigationViewColumns {
    var columnViews: [AnyView] { get }
}

extension TupleView: NavigationViewColumns {
    var columnViews: [AnyView] {
        var views: [AnyView] = []
        forEachChild { views.append(AnyView($0)) }
        return views
    }
}

extension NavigationView: PrimitiveView {
    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        let columns = self.columns
        let style = context.environment.navigation.viewStyle
        if columns.count == 1 || style == .stack || columns.isEmpty {
            node.render(NavigationStack { columns.first ?? AnyView(EmptyView()) }, context: context)
        } else if columns.count == 2 {
            node.render(
                NavigationSplitView {
                    columns[0]
                } detail: {
                    columns[1]
                }, context: context)
        } else {
            node.render(
                NavigationSplitView {
                    columns[0]
                } content: {
                    columns[1]
                } detail: {
                    columns[columns.count - 1]
                }, context: context)
        }
    }
}
