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
        // New text, new suggestions: Down starts again from the first.
        highlight(nil)
    }

    /// Shows the popover while searching, when there is something to suggest.
    func show(_ shown: Bool) {
        if shown && hasContent {
            if !popover.isVisible { popover.popup() }
        } else if popover.isVisible {
            popover.popdown()
            highlight(nil)
        }
    }

    /// The suggestion Down and Up moved to (Return chooses it).
    private var highlighted: Widget?

    /// The suggestions that can be chosen, top to bottom.
    private var choices: [Widget] {
        func buttons(in widget: Widget) -> [Widget] {
            guard widget.isVisible else { return [] }
            if widget.isButton { return widget.isSensitive ? [widget] : [] }
            return widget.children.flatMap(buttons)
        }
        return buttons(in: rows.children.box)
    }

    /// Moves the highlight `step` suggestions down (up when negative),
    /// as Down and Up do in the field; false when no suggestions show.
    func moveHighlight(by step: Int) -> Bool {
        guard popover.isVisible else { return false }
        let choices = choices
        guard !choices.isEmpty else { return false }
        let current = highlighted.flatMap { shown in choices.firstIndex { $0.isSameObject(as: shown) } }
        let next: Int
        if let current {
            next = min(max(current + step, 0), choices.count - 1)
        } else {
            next = step > 0 ? 0 : choices.count - 1
        }
        highlight(choices[next])
        return true
    }

    /// Chooses the highlighted suggestion (Return); false when none is.
    func chooseHighlighted() -> Bool {
        guard popover.isVisible, let highlighted, choices.contains(where: { $0.isSameObject(as: highlighted) })
        else { return false }
        highlight(nil)
        _ = highlighted.activate()
        return true
    }

    private func highlight(_ widget: Widget?) {
        highlighted?.removeCSSClass(SuggestionStyleSheet.highlighted)
        highlighted?.isAccessibleSelected = false
        highlighted = widget
        guard let widget else { return }
        SuggestionStyleSheet.install()
        widget.addCSSClass(SuggestionStyleSheet.highlighted)
        widget.isAccessibleSelected = true
    }

    func detach() { popover.detach() }
}

/// The look of the suggestion Down and Up moved to: GNOME's selected row.
@MainActor
private enum SuggestionStyleSheet {
    static let highlighted = "gtkui-suggestion-highlighted"
    private static var provider: CssProvider?

    static func install() {
        guard provider == nil else { return }
        let made = CssProvider(
            css: "button.\(highlighted) { background-color: @theme_selected_bg_color; color: @theme_selected_fg_color; }")
        made.applyToDisplay()
        provider = made
    }
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
            return node.render(content, context: context)
        }
        // The keyboard stays in the search field: a click on a suggestion
        // that took the focus would end the search (an empty field without
        // the focus is not searching) and close the suggestions under the
        // pointer before the button is released.
        for widget in node.widgets where widget.isButton && widget.focusOnClick { widget.focusOnClick = false }
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
