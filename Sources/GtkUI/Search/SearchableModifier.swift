import Gtk

/// What a `.searchable` field is made of: its text, presentation, prompt and tokens.
@MainActor
struct SearchFieldConfiguration {
    let text: Binding<String>
    var isPresented: Binding<Bool>?
    let prompt: String
    var tokens: SearchTokens?
    /// `suggestedTokens:`, as suggestions that add their token.
    var suggestedTokens: StyleContent?
}

/// `.searchable(text:…)`: a GtkSearchEntry in the window's header bar
/// bound to `text`; Ctrl+F focuses it, Escape ends the search.
struct SearchableModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let configuration: SearchFieldConfiguration

    func makeNode() -> SearchableNode { SearchableNode(viewType: Self.self, prompt: configuration.prompt) }
    func updateNode(_ node: SearchableNode, context: RenderContext) {
        let content = self.content
        node.update(configuration, context: context) { node, context in
            node.render(content, context: context)
        }
    }
}

extension View {
    fileprivate func searchField(
        _ text: Binding<String>, isPresented: Binding<Bool>? = nil, prompt: String, tokens: SearchTokens? = nil,
        suggestedTokens: StyleContent? = nil
    ) -> some View {
        SearchableModifier(
            content: self,
            configuration: SearchFieldConfiguration(
                text: text, isPresented: isPresented, prompt: prompt, tokens: tokens, suggestedTokens: suggestedTokens))
    }

    /// Adds a search field to the window's header bar, bound to `text`.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchField(text, prompt: prompt?.content ?? localized("Search"))
    }

    /// Adds a search field to the window's header bar, bound to `text`, with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        searchField(text, prompt: String(prompt))
    }

    /// A search field whose presentation (keyboard focus) follows `isPresented`.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchField(text, isPresented: isPresented, prompt: prompt?.content ?? localized("Search"))
    }

    /// A search field whose presentation follows `isPresented`, with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchField(text, isPresented: isPresented, prompt: String(prompt))
    }
}

extension View {
    /// A search field with tokens: each token (built by `token`) is a
    /// removable chip before the field; Backspace at the start of the field
    /// removes the last one.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(text, prompt: prompt?.content ?? localized("Search"), tokens: SearchTokens(tokens, token: token))
    }

    /// A search field with tokens and a prompt.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(text, prompt: String(prompt), tokens: SearchTokens(tokens, token: token))
    }

    /// A search field with tokens whose presentation follows `isPresented`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(
            text, isPresented: isPresented, prompt: prompt?.content ?? localized("Search"), tokens: SearchTokens(tokens, token: token))
    }

    /// A search field with tokens, a prompt, and its presentation following `isPresented`.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(text, isPresented: isPresented, prompt: String(prompt), tokens: SearchTokens(tokens, token: token))
    }

    /// A search field with tokens and suggested tokens: while the user
    /// searches, the suggested ones show under the field, and choosing one
    /// adds it.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(
            text, prompt: prompt?.content ?? localized("Search"), tokens: SearchTokens(tokens, token: token),
            suggestedTokens: Self.suggestions(suggestedTokens, token: token))
    }

    /// A search field with tokens, suggested tokens and a prompt.
    @_disfavoredOverload
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(
            text, prompt: String(prompt), tokens: SearchTokens(tokens, token: token),
            suggestedTokens: Self.suggestions(suggestedTokens, token: token))
    }

    /// A search field with tokens, suggested tokens, and its presentation following `isPresented`.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(
            text, isPresented: isPresented, prompt: prompt?.content ?? localized("Search"), tokens: SearchTokens(tokens, token: token),
            suggestedTokens: Self.suggestions(suggestedTokens, token: token))
    }

    /// A search field with tokens, suggested tokens, a prompt, and its presentation following `isPresented`.
    @_disfavoredOverload
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchField(
            text, isPresented: isPresented, prompt: String(prompt), tokens: SearchTokens(tokens, token: token),
            suggestedTokens: Self.suggestions(suggestedTokens, token: token))
    }

    /// A search field with tokens the user edits in place: `token` gets a
    /// binding to each one (a menu in the chip can change it).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchField(text, prompt: prompt?.content ?? localized("Search"), tokens: SearchTokens(editable: editableTokens, token: token))
    }

    /// A search field with editable tokens and a prompt.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchField(text, prompt: String(prompt), tokens: SearchTokens(editable: editableTokens, token: token))
    }

    /// A search field with editable tokens whose presentation follows `isPresented`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchField(
            text, isPresented: isPresented, prompt: prompt?.content ?? localized("Search"),
            tokens: SearchTokens(editable: editableTokens, token: token))
    }

    /// A search field with editable tokens, a prompt, and its presentation following `isPresented`.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchField(
            text, isPresented: isPresented, prompt: String(prompt),
            tokens: SearchTokens(editable: editableTokens, token: token))
    }

    /// The suggested tokens as suggestions, each adding its token.
    fileprivate static func suggestions<C: RandomAccessCollection, T: View>(
        _ suggested: Binding<C>, token: @escaping (C.Element) -> T
    ) -> StyleContent where C.Element: Identifiable {
        StyleContent(ForEach(Array(suggested.wrappedValue)) { element in token(element).searchCompletion(element) })
    }
}
