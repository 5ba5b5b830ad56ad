import Gtk

/// The node of `.searchable`: owns the search entry (with its tokens and
/// scopes when there are any), its shortcut and its suggestions, and renders
/// the content with `isSearching` and `dismissSearch`.
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
    private var showsSuggestions: Bool { isSearching && !isDismissing && completedText != entry.text }
    /// Escape or `dismissSearch` is ending the search: emptying the field must not open the suggestions
    /// (GTK would give the keyboard back to the field when they close).
    private var isDismissing = false
    /// The tokens and scopes around the entry (made when a field has either).
    private(set) lazy var field = SearchFieldParts(entry: entry, owner: self)
    private var usesParts = false
    private var scopes: SearchScopes?
    /// `.searchFocused` around the field, and whether it was last told the field has the keyboard.
    private var focus: SearchFocusBinding?
    private var reportedFocus = false
    private var mapHandler: SignalHandler?

    init(viewType: Any.Type, prompt: String) {
        entry = SearchEntry(placeholder: prompt)
        super.init(viewType: viewType)
        entry.setAccessibleLabel(prompt)
        // Wide enough for the prompt and a few words, as GNOME apps' header-bar searches.
        entry.setSizeRequest(width: 220, height: -1)
        entry.onSearchChanged { [weak self] in self?.textChanged() }
        entry.onStopSearch { [weak self] in self?.dismiss() }
        // Down and Up go through the suggestions, Return chooses one; the keyboard stays in the field.
        let keys = EventControllerKey()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] event in self?.handleKey(event) ?? false }
        entry.addController(keys)
    }

    /// A key pressed in the field: Down, Up and Return while suggestions show.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard let suggestions, event.modifiers.relevant.isEmpty else { return false }
        switch event.keyval {
        case Key.down: return suggestions.moveHighlight(by: 1)
        case Key.up: return suggestions.moveHighlight(by: -1)
        case Key.return, Key.kpEnter: return suggestions.chooseHighlighted()
        default: return false
        }
    }

    func update(
        _ configuration: SearchFieldConfiguration, context: RenderContext,
        render: @escaping (SearchableNode, RenderContext) -> Void
    ) {
        text = configuration.text
        isPresented = configuration.isPresented
        self.context = context
        renderContent = render
        scopes = context.environment.search.scopes
        focus = context.environment.search.focus
        if entry.text != configuration.text.wrappedValue { entry.text = configuration.text.wrappedValue }
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
        if configuration.tokens != nil || scopes != nil { usesParts = true }
        if usesParts {
            field.update(
                tokens: configuration.tokens, suggested: configuration.suggestedTokens, scopes: scopes, context: context)
        }
        host?.headerBarItems.declareSearchField(usesParts ? field.box : entry, by: ObjectIdentifier(self))
        applyFocusState()
        renderWithSearchState()
    }

    /// Moves the keyboard to the field, or away from it, as `.searchFocused` asks.
    private func applyFocusState() {
        guard let focus else { return }
        let wants = focus.wantsFocus()
        if wants && !entryHasFocus {
            guard entry.isMapped else {
                // Focused once it is on screen (a state true from the start, `onAppear`).
                if mapHandler == nil { mapHandler = entry.onMap { [weak self] in self?.applyFocusState() } }
                return
            }
            entry.grabFocus()
        } else if !wants && entryHasFocus {
            giveKeyboardBack()
        }
    }

    /// Tells `.searchFocused` when the field gets or loses the keyboard.
    private func reportFocus() {
        let has = entryHasFocus
        guard has != reportedFocus else { return }
        reportedFocus = has
        if has { focus?.entered() } else { focus?.left() }
    }

    /// The suggestion rows and the tokens live in the field: only the content's widgets are this node's.
    override func childWidgetsChanged(_ child: ViewNode) {
        if child === self.child { super.childWidgetsChanged(child) }
    }

    /// Whether the keyboard is in the field (in its inner text widget).
    private var entryHasFocus: Bool { host?.window.focusWidget?.isInside(entry) ?? false }

    private func renderWithSearchState() {
        guard var inner = context, let renderContent else { return }
        isSearching = entryHasFocus || !entry.text.isEmpty
        let search = inner.environment.search
        inner.environment.search = SearchEnvironment(
            isSearching: isSearching, dismiss: DismissSearchAction { [weak self] in self?.dismiss() },
            menuSuggestionsHidden: search.menuSuggestionsHidden)
        renderContent(self, inner)
        let parts = usesParts ? field : nil
        let contents = [search.suggestions, parts?.suggestedTokens].compactMap { $0 }
        if !contents.isEmpty && !search.menuSuggestionsHidden, let context {
            let popover = suggestions ?? SearchSuggestionsPopover(attachedTo: entry, owner: self)
            suggestions = popover
            var suggestionContext = context
            suggestionContext.environment.search = inner.environment.search
            var completeToken: (@MainActor (Any) -> Void)?
            if let tokens = parts?.tokens {
                completeToken = { [weak self] token in self?.complete(adding: token, to: tokens) }
            }
            popover.render(
                contents, context: suggestionContext, complete: { [weak self] in self?.complete(with: $0) },
                completeToken: completeToken)
        }
        suggestions?.show(showsSuggestions && !contents.isEmpty && !search.menuSuggestionsHidden)
        showScopes()
    }

    private func showScopes() {
        guard usesParts else { return }
        field.showScopes(scopes?.isShown(searching: isSearching, hasText: !entry.text.isEmpty) ?? false)
    }

    /// A suggestion was chosen: it becomes the search text.
    private func complete(with completion: String) {
        completedText = completion
        entry.text = completion
        text?.wrappedValue = completion
        suggestions?.show(false)
        entry.grabFocus()
    }

    /// A suggested token was chosen: it joins the tokens, and the text typed to find it goes.
    private func complete(adding token: Any, to tokens: SearchTokens) {
        guard tokens.append(token) else { return }
        entry.text = ""
        text?.wrappedValue = ""
        suggestions?.show(false)
        entry.grabFocus()
    }

    private func textChanged() {
        guard let text, text.wrappedValue != entry.text else { return searchingMayHaveChanged() }
        text.wrappedValue = entry.text
        searchingMayHaveChanged()
    }

    private func searchingMayHaveChanged() {
        reportFocus()
        let now = entryHasFocus || !entry.text.isEmpty
        if isPresented?.wrappedValue != now { isPresented?.wrappedValue = now }
        if now != isSearching {
            renderWithSearchState()
        } else {
            suggestions?.show(showsSuggestions)
            showScopes()
        }
    }

    /// Clears the field and gives the keyboard back to the content.
    func dismiss() {
        isDismissing = true
        suggestions?.show(false)
        entry.text = ""
        text?.wrappedValue = ""
        if entryHasFocus { giveKeyboardBack() }
        isDismissing = false
        searchingMayHaveChanged()
    }

    /// Takes the keyboard out of the field: to the content being edited, else nowhere.
    private func giveKeyboardBack() {
        if let target = host?.editingTarget, !target.isInside(entry) { target.grabFocus() } else { host?.window.unsetFocus() }
    }

    isolated deinit {
        mapHandler?.disconnect()
        suggestions?.detach()
        if let shortcuts { host?.window.removeController(shortcuts) }
        host?.headerBarItems.declareSearchField(nil, by: ObjectIdentifier(self))
    }
}
