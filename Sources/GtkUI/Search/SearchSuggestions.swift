import Gtk

/// The suggestions of a `.searchable` field: rendered in a popover under
/// the field while the user searches; a suggestion marked with
/// `.searchCompletion(_:)` is a button that fills the field (or adds its token).
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

    /// Renders `suggestions` with completions that call `complete` and `completeToken`.
    func render(
        _ suggestions: [StyleContent], context: RenderContext, complete: @escaping @MainActor (String) -> Void,
        completeToken: (@MainActor (Any) -> Void)?
    ) {
        var inner = context
        inner.environment.search.complete = complete
        inner.environment.search.completeToken = completeToken
        rows.render(StyleContentGroup(contents: suggestions), context: inner)
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
/// button that puts `completion` in the search field, or adds `token`.
struct SearchCompletionModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let completion: String?
    let token: Any?

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        let search = context.environment.search
        if let completion, let complete = search.complete {
            node.render(Button(action: { complete(completion) }, label: { content }), context: context)
        } else if let token, let complete = search.completeToken {
            node.render(Button(action: { complete(token) }, label: { content }), context: context)
        } else {
            node.render(content, context: context)
        }
    }
}

/// `.searchSuggestions { }` and `.searchSuggestions(_:for:)` applied
/// around a `.searchable` view: hand the field its suggestions through the
/// environment.
struct SearchSuggestionsModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: @MainActor (inout SearchEnvironment) -> Void

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        var inner = context
        apply(&inner.environment.search)
        node.render(content, context: inner)
    }
}

/// Where search suggestions show (SwiftUI's `SearchSuggestionsPlacement`).
///
/// On GNOME `.menu` is the popover under the search field; `.content` is
/// the app's own content (it reads `\.searchSuggestionsPlacement` and shows
/// them itself).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String
    /// The platform's choice: the popover under the field.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// In a menu under the field: GNOME's popover.
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    /// In the searchable view's content, shown by the app.
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// A set of placements, for `searchSuggestions(_:for:)`.
    public struct Set: OptionSet, Sendable {
        /// The placements as bits.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The menu under the field.
        public static let menu = Set(rawValue: 1)
        /// The searchable view's content.
        public static let content = Set(rawValue: 2)
    }
}

extension View {
    /// Suggestions shown under the search field while the user searches.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let content = StyleContent(suggestions())
        return SearchSuggestionsModifier(content: self) { $0.suggestions = content }
    }

    /// Shows or hides the suggestions in `placements`: hidden in `.menu`,
    /// the popover does not open (the app shows them in its content).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        SearchSuggestionsModifier(content: self) { search in
            if placements.contains(.menu) { search.menuSuggestionsHidden = visibility == .hidden }
        }
    }

    /// Makes this suggestion fill the search field with `completion` when chosen.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionModifier(content: self, completion: completion, token: nil)
    }

    /// Makes this suggestion add `token` to the search field's tokens when chosen.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        SearchCompletionModifier(content: self, completion: nil, token: token)
    }
}
