import Gtk

/// When a search's scope bar shows (SwiftUI's `SearchScopeActivation`).
public struct SearchScopeActivation: Sendable, Equatable {
    let kind: Kind
    enum Kind: Sendable, Equatable { case automatic, onTextEntry, onSearchPresentation }
    /// The platform's choice: on GNOME, while the user searches.
    public static let automatic = SearchScopeActivation(kind: .automatic)
    /// Once the user types in the field.
    public static let onTextEntry = SearchScopeActivation(kind: .onTextEntry)
    /// While the field is presented (has the keyboard or holds text).
    public static let onSearchPresentation = SearchScopeActivation(kind: .onSearchPresentation)
}

/// The `.searchScopes` of a `.searchable` field: a segmented control (GTK
/// linked toggle buttons) right after the field in the header bar, shown
/// as `activation` says; choosing one writes the scope binding.
@MainActor
struct SearchScopes {
    let picker: StyleContent
    let activation: SearchScopeActivation

    /// Whether the scopes show, for a field searching or not, holding text or not.
    func isShown(searching: Bool, hasText: Bool) -> Bool {
        activation == .onTextEntry ? hasText : searching
    }
}

extension View {
    /// Offers the scopes `scopes` (views tagged with the scope values) for
    /// the search of the `.searchable` field, bound to `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Offers search scopes, shown as `activation` says.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let picker = StyleContent(Picker(localized("Search Scope"), selection: scope) { scopes() }.pickerStyle(.segmented))
        return SearchSuggestionsModifier(content: self) {
            $0.scopes = SearchScopes(picker: picker, activation: activation)
        }
    }
}
