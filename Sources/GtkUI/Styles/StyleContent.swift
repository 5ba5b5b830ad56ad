import Gtk

/// A view a style's configuration hands its `makeBody` (a button's label,
/// a label's title and icon), or a style's body itself: the control's own
/// view, rendered wherever the body puts it, with the environment it is
/// put in (so `configuration.label.font(.title)` applies).
@MainActor
struct StyleContent {
    let render: @MainActor (_ existing: ViewNode?, _ parent: ViewNode, _ context: RenderContext) -> ViewNode
    let describe: @MainActor (inout ControlDescription) -> Void

    init<V: View>(_ view: V) {
        render = { existing, parent, context in reconcile(existing, with: view, parent: parent, context: context) }
        describe = { description in GtkUI.describe(view, into: &description) }
    }

    init(
        render: @escaping @MainActor (ViewNode?, ViewNode, RenderContext) -> ViewNode,
        describe: @escaping @MainActor (inout ControlDescription) -> Void = { _ in }
    ) {
        self.render = render
        self.describe = describe
    }
}

/// Views that stand for a `StyleContent` (the configurations' `Label`,
/// `Title`, `Icon`): rendered and described as the content they hold.
@MainActor
protocol StyleContentView: View, PrimitiveView, DescribableView where Node == StyleContentNode {
    var content: StyleContent { get }
}

extension StyleContentView {
    func makeNode() -> StyleContentNode { StyleContentNode(viewType: Self.self) }
    func updateNode(_ node: StyleContentNode, context: RenderContext) { node.render(content, context: context) }
    func describe(into description: inout ControlDescription) { content.describe(&description) }
}

/// A style's body or configuration content in the view tree (see `StyleContent`).
struct StyledBodyView: StyleContentView {
    typealias Body = Never
    let content: StyleContent
}

/// The node of a `StyleContentView`: one child, the content's node.
@MainActor
final class StyleContentNode: ViewNode {
    private(set) var child: ViewNode?

    func render(_ content: StyleContent, context: RenderContext) {
        child = content.render(child, self, context)
        setWidgets(child?.widgets ?? [])
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        if child === self.child { setWidgets(child.widgets) }
    }
}

/// A control drawn by a style of the app's own: the style's body, in place
/// of (or, for `ButtonStyle`, inside) the control's own widget.
///
/// Kept by the control's node; empty while a built-in style draws it, so a
/// control without a custom style pays nothing for it.
@MainActor
final class StyledBody {
    private(set) var node: StyleContentNode?

    /// Renders `body` under `owner`; returns its widgets.
    func render(_ body: StyleContent, owner: ViewNode, context: RenderContext) -> [Widget] {
        let node = self.node ?? StyleContentNode(viewType: StyledBody.self)
        if self.node == nil {
            owner.adopt(node)
            node.lifetime = context.host?.lifetime
            self.node = node
        }
        node.render(body, context: context)
        return node.widgets
    }

    /// Whether `child` is the body's node (its widgets changed).
    func owns(_ child: ViewNode) -> Bool { child === node }

    /// Forgets the body (a built-in style draws the control again).
    func clear() { node = nil }
}

/// Several `StyleContent`s one after the other (search suggestions gathered
/// from the app's `.searchSuggestions` and its suggested tokens).
struct StyleContentGroup: View, PrimitiveView {
    typealias Body = Never
    let contents: [StyleContent]

    func makeNode() -> StyleContentGroupNode { StyleContentGroupNode(viewType: Self.self) }
    func updateNode(_ node: StyleContentGroupNode, context: RenderContext) { node.render(contents, context: context) }
}

/// The node of a `StyleContentGroup`: one child per content, their widgets in order.
@MainActor
final class StyleContentGroupNode: ViewNode {
    private var children: [StyleContentNode] = []

    func render(_ contents: [StyleContent], context: RenderContext) {
        while children.count < contents.count {
            let child = StyleContentNode(viewType: StyleContentGroupNode.self)
            adopt(child)
            child.lifetime = context.host?.lifetime
            children.append(child)
        }
        children.removeLast(children.count - contents.count)
        for (child, content) in zip(children, contents) { child.render(content, context: context) }
        setWidgets(children.flatMap(\.widgets))
    }

    override func childWidgetsChanged(_ child: ViewNode) { setWidgets(children.flatMap(\.widgets)) }
}

/// A control's custom-style body in a column of its own, at the end of the
/// control's box while a style of the app's own draws it (progress views,
/// gauges).
@MainActor
final class StyledBodyColumn {
    private var body: StyledBody?
    private let box = Box(.vertical)
    private lazy var children = BoxChildren(box)

    /// Renders `content` under `owner` into the column; the first time,
    /// `began` runs (the control hides its own parts) and the column is
    /// appended to `container`.
    func render(_ content: StyleContent, owner: ViewNode, in container: Box, context: RenderContext, began: () -> Void) {
        let body = self.body ?? StyledBody()
        if self.body == nil {
            self.body = body
            began()
            container.append(box)
        }
        children.sync(body.render(content, owner: owner, context: context))
    }

    /// Takes the column out of `container` (a built-in style draws the
    /// control again); false when no style of the app's own drew it.
    @discardableResult
    func end(in container: Box) -> Bool {
        guard body != nil else { return false }
        body = nil
        children.sync([])
        container.remove(box)
        return true
    }

    /// Follows the body's widgets when `child` is its node; false for the control's other children.
    func childWidgetsChanged(_ child: ViewNode) -> Bool {
        guard let body, body.owns(child) else { return false }
        children.sync(child.widgets)
        return true
    }
}
