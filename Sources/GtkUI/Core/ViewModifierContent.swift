import Gtk

/// The view a `ViewModifier` modifies, as its `body(content:)` receives it
/// (SwiftUI's `_ViewModifier_Content`, the modifier's `Content`).
///
/// Wherever the body places it, it renders the modified view's own
/// widgets, with the environment of that place (`content.font(.title)`
/// reaches the view); the modified view keeps its state across renders of
/// the modifier.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// `Never`: the renderer draws the modified view here.
    public typealias Body = Never
    let source: ModifierContentSource
}

/// Where a modifier's content comes from: the node that applies the
/// modifier keeps one and points it at its latest content view.
@MainActor
class ModifierContentSource {
    /// Renders the content into `existing` (or a new node) below `parent`.
    func render(_ existing: ViewNode?, parent: ViewNode, context: RenderContext) -> ViewNode? { nil }

    /// Calls `body` with the content view.
    func visit(_ body: (any View) -> Void) {}
}

/// A content source of one view type.
@MainActor
final class TypedModifierContentSource<Content: View>: ModifierContentSource {
    /// The latest content (nil before the first render).
    var content: Content?

    init(_ content: Content?) { self.content = content }

    override func render(_ existing: ViewNode?, parent: ViewNode, context: RenderContext) -> ViewNode? {
        guard let content else { return nil }
        return reconcile(existing, with: content, parent: parent, context: context)
    }

    override func visit(_ body: (any View) -> Void) {
        if let content { body(content) }
    }
}

/// The node of a modifier's content placeholder.
@MainActor
final class ModifierContentNode: PassthroughNode {
    func show(_ source: ModifierContentSource, context: RenderContext) {
        child = source.render(child, parent: self, context: context)
        setWidgets(child?.widgets ?? [])
        didRender()
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode() -> ModifierContentNode { ModifierContentNode(viewType: Self.self) }
    func updateNode(_ node: ModifierContentNode, context: RenderContext) {
        node.show(source, context: context)
    }
}

extension _ViewModifier_Content: ViewContainer {
    func forEachChild(_ body: (any View) -> Void) { source.visit(body) }
}

extension _ViewModifier_Content: DescribableView {
    func describe(into description: inout ControlDescription) {
        source.visit { GtkUI.describe($0, into: &description) }
    }
}
