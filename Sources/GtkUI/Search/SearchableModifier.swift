import Gtk

/// `.searchable(text:…)`: a GtkSearchEntry in the window's header bar
/// bound to `text`; Ctrl+F focuses it, Escape ends the search.
struct SearchableModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String

    func makeNode() -> SearchableNode { SearchableNode(viewType: Self.self, prompt: prompt) }
    func updateNode(_ node: SearchableNode, context: RenderContext) {
        let content = self.content
        node.update(text: text, isPresented: isPresented, prompt: prompt, context: context) { node, context in
            node.render(content, context: context)
        }
    }
}

/// The node of `.searchable`: owns the search entry and its shortcut, and
/// renders the content with `isSearching` and `dismissSearch`.
@MainActor
final class SearchableNode: PassthroughNode {
    let entry: SearchEntry
    private weak var host: WindowHost?
    private var text: Binding<String>?
    private var isPresented: Binding<Bool>?
    private var renderContent: ((SearchableNode, RenderContext) -> Void)?
    private var context: RenderContext?
    private var isSearching = false
    private var shortcuts: ShortcutController?
    private var suggestions: SearchSuggestionsPopover?
    /// The completion last chosen: suggestions stay closed until the text changes again.
    private var completedText: String?
    private var showsSuggestions: Bool { isSearching && completedText != entry.text }

    init(viewType: Any.Type, prompt: String) {
        entry = SearchEntry(placeholder: prompt)
        super.init(viewType: viewType)
        entry.setAccessibleLabel(prompt)
        // Wide enough for the prompt and a few words, as GNOME apps' header-bar searches.
        entry.setSizeRequest(width: 220, height: -1)
        entry.onSearchChanged { [weak self] in self?.textChanged() }
        entry.onStopSearch { [weak self] in self?.dismiss() }
    }

    func update(
        text: Binding<String>, isPresented: Binding<Bool>?, prompt: String, context: RenderContext,
        render: @escaping (SearchableNode, RenderContext) -> Void
    ) {
        self.text = text
        self.isPresented = isPresented
        self.context = context
        renderContent = render
        if entry.text != text.wrappedValue { entry.text = text.wrappedValue }
        if isPresented?.wrappedValue == true && !entryHasFocus { entry.grabFocus() }
        if let host = context.host, self.host !== host {
            self.host = host
            let shortcuts = ShortcutController()
            shortcuts.setGlobalScope()
            shortcuts.addShortcut(trigger: "<Control>f") { [weak self] in self?.entry.grabFocus() ?? false }
            host.window.addController(shortcuts)
            self.shortcuts = shortcuts
            host.window.onNotify("focus-widget") { [weak self] in self?.searchingMayHaveChanged() }
        }
        host?.headerBarItems.declareSearchField(entry, by: ObjectIdentifier(self))
        renderWithSearchState()
    }

    /// The suggestion rows live in the popover: only the content's widgets are this node's.
    override func childWidgetsChanged(_ child: ViewNode) {
        if child === self.child { super.childWidgetsChanged(child) }
    }

    /// Whether the keyboard is in the field (in its inner text widget).
    private var entryHasFocus: Bool { host?.window.focusWidget?.isInside(entry) ?? false }

    private func renderWithSearchState() {
        guard var inner = context, let renderContent else { return }
        isSearching = entryHasFocus || !entry.text.isEmpty
        let suggested = inner.environment.search.suggestions
        inner.environment.search = SearchEnvironment(
            isSearching: isSearching, dismiss: DismissSearchAction { [weak self] in self?.dismiss() })
        renderContent(self, inner)
        if let suggested, let context {
            let popover = suggestions ?? SearchSuggestionsPopover(attachedTo: entry, owner: self)
            suggestions = popover
            var suggestionContext = context
            suggestionContext.environment.search = inner.environment.search
            popover.render(suggested.render, context: suggestionContext) { [weak self] completion in
                self?.complete(with: completion)
            }
        }
        suggestions?.show(showsSuggestions && suggested != nil)
    }

    /// A suggestion was chosen: it becomes the search text.
    private func complete(with completion: String) {
        completedText = completion
        entry.text = completion
        text?.wrappedValue = completion
        suggestions?.show(false)
        entry.grabFocus()
    }

    private func textChanged() {
        guard let text, text.wrappedValue != entry.text else { return searchingMayHaveChanged() }
        text.wrappedValue = entry.text
        searchingMayHaveChanged()
    }

    private func searchingMayHaveChanged() {
        let now = entryHasFocus || !entry.text.isEmpty
        if isPresented?.wrappedValue != now { isPresented?.wrappedValue = now }
        if now != isSearching { renderWithSearchState() } else { suggestions?.show(showsSuggestions) }
    }

    /// Clears the field and gives the keyboard back to the content.
    func dismiss() {
        entry.text = ""
        text?.wrappedValue = ""
        if entryHasFocus {
            if let target = host?.editingTarget, !target.isInside(entry) { target.grabFocus() } else { host?.window.unsetFocus() }
        }
        searchingMayHaveChanged()
    }

    isolated deinit {
        suggestions?.detach()
        if let shortcuts { host?.window.removeController(shortcuts) }
        host?.headerBarItems.declareSearchField(nil, by: ObjectIdentifier(self))
    }
}

extension View {
    /// Adds a search field to the window's header bar, bound to `text`.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: nil, prompt: prompt?.content ?? "Search")
    }

    /// Adds a search field to the window's header bar, bound to `text`, with a prompt.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: nil, prompt: String(prompt))
    }

    /// A search field whose presentation (keyboard focus) follows `isPresented`.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: isPresented, prompt: prompt?.content ?? "Search")
    }

    /// A search field whose presentation follows `isPresented`, with a prompt.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableModifier(content: self, text: text, isPresented: isPresented, prompt: String(prompt))
    }
}
