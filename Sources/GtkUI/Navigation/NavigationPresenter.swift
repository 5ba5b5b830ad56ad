import Gtk

/// A view a navigation container shows for a link or a presentation,
/// type-erased: renders into the node of the page (or column) showing it.
///
/// A reference, so that the link or modifier that asked for it can give it
/// the newest view after each of its own renders.
@MainActor
final class NavigationContent {
    /// Renders the view into `node`.
    var render: (PassthroughNode, RenderContext) -> Void
    /// Called when `render` changed while shown (the container re-renders the page).
    var onChange: (() -> Void)?

    init(_ render: @escaping (PassthroughNode, RenderContext) -> Void) { self.render = render }

    /// A content showing `view`.
    convenience init<V: View>(_ view: V) { self.init { node, context in node.render(view, context: context) } }

    /// Replaces the view shown (after the declaring view rendered again).
    func update<V: View>(_ view: V) {
        render = { node, context in node.render(view, context: context) }
        onChange?()
    }
}

/// A container that shows what navigation links and `navigationDestination`
/// modifiers inside it present: a `NavigationStack` pushes a page, a
/// `NavigationSplitView` shows it in the column after the link's.
@MainActor
protocol NavigationPresenter: ContainerContextNode {
    /// The `navigationDestination(for:)` declarations made inside the container.
    var destinations: NavigationDestinations { get }
    /// Whether links in lists show a disclosure chevron (in a stack, not in a sidebar).
    var showsDisclosure: Bool { get }
    /// Shows the destination of `value` (`NavigationLink(value:)`).
    func present(value: AnyHashable, from link: ViewNode)
    /// Shows `content` (`NavigationLink(destination:)`, `navigationDestination(isPresented:)`).
    ///
    /// `key` identifies a presentation a binding drives (nil: a link's
    /// one-off push); `dismiss` runs when the user goes back from it.
    func present(_ content: NavigationContent, key: AnyHashable?, from source: ViewNode, dismiss: (() -> Void)?)
    /// Takes back the presentation `key` (its binding became false).
    func withdraw(key: AnyHashable)
    /// Whether the presentation `key` shows now.
    func isPresenting(key: AnyHashable) -> Bool
    /// A `navigationDestination(for:)` inside gave a new view builder.
    func destinationsChanged(by declarer: ViewNode)
}

extension ViewNode {
    /// The navigation container this node presents into: the nearest stack
    /// page's stack, or split view column's split view.
    var navigationPresenter: NavigationPresenter? {
        var node = parent
        while let current = node {
            if let level = current as? NavigationLevelNode { return level.stack }
            if current is SplitColumnNode, let split = current.parent as? SplitViewNode { return split }
            node = current.parent
        }
        return nil
    }
}
