import Gtk

/// The `.searchSuggestions { }` of a `.searchable` field: rendered in a
/// popover under the field while the user searches; a suggestion marked
/// with `.searchCompletion(_:)` is a button that fills the field.
@MainActor
final class SearchSuggestionsPopover {
    let popover = Popover()
    let rows = MenuContentNode(viewType: SearchSuggestionsPopover.self)
    private var hasContent = false

    init(attachedTo entry: Widget, owner: ViewNode) {
        popover.hasArrow = false
        // Not modal: the keyboard stays in the field while suggestions show.
        popover.setProperty("autohide", false)
        popover.setProperty("can-focus", false)
        popover.setChild(rows.children.box)
        popover.attach(to: entry)
        owner.adopt(rows)
    }

    /// Renders `suggestions` with completions that call `complete`.
    func render(
        _ suggestions: @MainActor (MenuContentNode, RenderContext) -> Void, context: RenderContext,
        complete: @escaping @MainActor (String) -> Void
    ) {
        var inner = context
        inner.environment.search.complete = complete
        suggestions(rows, inner)
        hasContent = !rows.widgets.isEmpty
    }

    /// Shows the popover while searching, when there is something to suggest.
    func show(_ shown: Bool) {
        if shown && hasContent {
            if !popover.isVisible { popover.popup() }
        } else if popover.isVisible {
            popover.popdown()
        }
    }

    func detach() { popover.detach() }
}

/// `.searchCompletion(_:)`: inside search suggestions, the view becomes a
/// button that puts `completion` in the search field.
struct SearchCompletionModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let completion: String

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        if let complete = context.environment.search.complete {
            let completion = self.completion
            node.render(Button(action: { complete(completion) }, label: { content }), context: context)
        } else {
            node.render(content, context: context)
        }
    }
}

/// `.searchSuggestions { }` applied around a `.searchable` view: hands the
/// suggestions down to the field through the environment.
struct SearchSuggestionsModifier<Content: View, Suggestions: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let suggestions: Suggestions

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        let suggestions = self.suggestions
        var inner = context
        inner.environment.search.suggestions = SearchSuggestionsContent { parent, context in
            parent.renderSuggestions(suggestions, context: context)
        }
        node.render(content, context: inner)
    }
}

/// Renders a `.searchSuggestions` content into the popover's rows.
@MainActor
struct SearchSuggestionsContent {
    let render: @MainActor (MenuContentNode, RenderContext) -> Void
}

extension MenuContentNode {
    func renderSuggestions<S: View>(_ suggestions: S, context: RenderContext) {
        render(suggestions, context: context)
    }
}

extension View {
    /// Suggestions shown under the search field while the user searches.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        SearchSuggestionsModifier(content: self, suggestions: suggestions())
    }

    /// Makes this suggestion fill the search field with `completion` when chosen.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionModifier(content: self, completion: completion)
    }
}
