/// A view, or a modifier, with a modifier applied to it (SwiftUI's
/// `ModifiedContent`).
///
/// A view when `Content` is a view and `Modifier` a `ViewModifier`; a
/// modifier itself when both are modifiers (`concat`). It has no widget
/// of its own: it renders the widgets of the modifier's
/// `body(content:)`.
public struct ModifiedContent<Content, Modifier> {
    /// `Never`: the renderer draws the modifier's `body(content:)`.
    public typealias Body = Never
    /// The view (or modifier) being modified.
    public var content: Content
    /// The modifier applied to `content`.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {
    /// Equal when both the content and the modifier are.
    nonisolated public static func == (a: Self, b: Self) -> Bool {
        a.content == b.content && a.modifier == b.modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: PrimitiveViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// `content`'s modifier first, then `modifier`, as `concat` promises.
    func modified<C: View>(_ view: C) -> any View {
        ModifiedContent<ModifiedContent<C, Content>, Modifier>(
            content: ModifiedContent<C, Content>(content: view, modifier: content), modifier: modifier)
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode() -> ViewModifierNode<Content, Modifier> { ViewModifierNode() }
    func updateNode(_ node: ViewModifierNode<Content, Modifier>, context: RenderContext) {
        node.update(content: content, modifier: modifier, context: context)
    }
}

extension ModifiedContent: ViewContainer where Content: View, Modifier: ViewModifier {
    /// The view the modifier makes, evaluated with its initial state (what
    /// a toolbar item's description or a picker's options read).
    func forEachChild(_ body: (any View) -> Void) {
        if let primitive = modifier as? PrimitiveViewModifier {
            body(primitive.modified(content))
        } else {
            body(modifier.body(content: _ViewModifier_Content(source: TypedModifierContentSource(content))))
        }
    }
}
