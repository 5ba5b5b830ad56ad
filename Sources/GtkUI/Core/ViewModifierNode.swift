import Gtk

/// The node of a view with a modifier applied (`ModifiedContent`): owns the
/// modifier's `@State` storage and renders its `body(content:)`, or, for a
/// primitive modifier, the view it rewrites the content into.
@MainActor
final class ViewModifierNode<Content: View, Modifier: ViewModifier>: BodyNode<Modifier, Modifier.Body> {
    /// What the body's `content` placeholder renders: this node's latest
    /// content, also when the body is evaluated again for the modifier's
    /// own state.
    private let source = TypedModifierContentSource<Content>(nil)

    init() { super.init(viewType: ModifiedContent<Content, Modifier>.self) }

    func update(content: Content, modifier: Modifier, context: RenderContext) {
        if let primitive = modifier as? PrimitiveViewModifier {
            render(primitive.modified(content), context: context)
            return
        }
        source.content = content
        update(modifier, context: context)
    }

    override func makeBody(_ modifier: Modifier) -> Modifier.Body {
        modifier.body(content: _ViewModifier_Content(source: source))
    }
}
