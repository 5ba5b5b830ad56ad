// `.searchable` with a prompt given as a `LocalizedStringKey` (a string
// literal: looked up in the app's translations, as SwiftUI does), and the
// older forms that take the suggestions with the field.

extension View {
    /// Adds a search field to the window's header bar, bound to `text`, its prompt looked up in the app's translations.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation follows `isPresented`, its prompt looked up in the app's translations.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field with tokens, its prompt looked up in the app's translations.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens whose presentation follows `isPresented`, its prompt looked up in the app's translations.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens and suggested tokens, its prompt looked up in the app's translations.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt),
            token: token)
    }

    /// A search field with tokens, suggested tokens, and its presentation following `isPresented`, its
    /// prompt looked up in the app's translations.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented, placement: placement,
            prompt: Text(prompt), token: token)
    }

    /// A search field with editable tokens, its prompt looked up in the app's translations.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with editable tokens whose presentation follows `isPresented`, its prompt looked up
    /// in the app's translations.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement,
            prompt: Text(prompt), token: token)
    }
}

extension View {
    /// A search field with its suggestions (SwiftUI's older form of
    /// `.searchable(text:placement:prompt:)` followed by `.searchSuggestions(_:)`).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// A search field with its suggestions, its prompt looked up in the app's translations.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// A search field with its suggestions and a prompt.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }
}
