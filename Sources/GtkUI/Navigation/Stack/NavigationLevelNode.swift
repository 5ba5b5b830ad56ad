import Gtk

/// One page of a `NavigationStack`: the root view or a pushed destination,
/// in a box that is one child of the stack's GtkStack.
///
/// Views on the page find it by walking up the node tree: their
/// `.navigationTitle` becomes the page's title, their `.toolbar { }` items
/// hide while another page covers this one.
@MainActor
final class NavigationLevelNode: PassthroughNode, ContainerContextNode {
    let children = BoxChildren(Box(.vertical))
    /// The stack showing this page.
    private(set) weak var stack: NavigationStackNode?
    /// The entry of the stack this page shows (nil: the root).
    let entryID: Int?
    /// The `.navigationTitle` of the page's views.
    private(set) var title: String?
    /// Set by `.navigationBarBackButtonHidden(true)` on the page.
    private(set) var hidesBackButton = false

    var box: Box { children.box }

    init(stack: NavigationStackNode, entryID: Int?) {
        self.stack = stack
        self.entryID = entryID
        super.init(viewType: NavigationLevelNode.self)
        box.hexpand = true
        box.vexpand = true
    }

    override func didRender() { children.sync(widgets) }

    /// Records the title a view of the page declares.
    func setTitle(_ newTitle: String) {
        guard title != newTitle else { return }
        title = newTitle
        stack?.pageChromeChanged(self)
    }

    /// Records whether a view of the page hides the Back button.
    func setHidesBackButton(_ hides: Bool) {
        guard hidesBackButton != hides else { return }
        hidesBackButton = hides
        stack?.pageChromeChanged(self)
    }

    /// Whether another page covers this one: this page's stack shows a page
    /// above it, or the page holding this stack is covered itself.
    var isCovered: Bool { stack?.isCovering(self) ?? false }
}

extension ViewNode {
    /// The stack page this node is on, if any.
    var enclosingNavigationLevel: NavigationLevelNode? {
        self as? NavigationLevelNode ?? nearestAncestor(NavigationLevelNode.self)
    }
}
