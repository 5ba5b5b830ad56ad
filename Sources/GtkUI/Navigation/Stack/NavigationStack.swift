import Gtk

/// A root view with pages pushed on top of it (SwiftUI's `NavigationStack`).
///
/// On GNOME the pages are children of a GtkStack that slides from one to
/// the next (no animation when the desktop turns animations off). While a
/// page is pushed, the window's header bar starts with a Back button
/// (`go-previous-symbolic`, named "Back"); Alt+Left and the mouse's back
/// button go back too. The window title follows the top page's
/// `navigationTitle`, and each page's `.toolbar { }` items replace those of
/// the page under it. Pages under the top keep their state.
///
/// ```swift
/// NavigationStack(path: $path) {
///     List(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
///         .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
/// }
/// ```
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    /// `Never`: a primitive view, rendered as a GtkStack of pages.
    public typealias Body = Never
    let root: Root
    let path: NavigationPathAccess?
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that manages its own path, starting at `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root(), path: nil)
    }

    /// A stack whose pages follow `path`, both ways: links append to it,
    /// Back removes its last value, and changing it pushes or pops pages.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: .navigationPath(path))
    }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pages follow `path`, a collection of one type of value.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: .collection(path))
    }
}

extension NavigationStack: PrimitiveView {
    func makeNode() -> NavigationStackNode { NavigationStackNode(viewType: Self.self) }
    func updateNode(_ node: NavigationStackNode, context: RenderContext) {
        node.update(root: root, path: path, context: context)
    }
}
