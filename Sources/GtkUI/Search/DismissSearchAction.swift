import Gtk

/// Ends the current search (SwiftUI's `DismissSearchAction`, read from
/// `@Environment(\.dismissSearch)`): clears the field and gives the
/// keyboard back to the window's content.
@MainActor
public struct DismissSearchAction {
    let dismiss: @MainActor () -> Void
    /// Ends the search.
    public func callAsFunction() { dismiss() }
}

/// The search state a `.searchable` view's content reads, and what the
/// modifiers around it hand the field.
@MainActor
struct SearchEnvironment {
    var isSearching = false
    var dismiss = DismissSearchAction(dismiss: {})
    /// Suggestions from a `.searchSuggestions` around the `.searchable` view.
    var suggestions: StyleContent?
    /// `.searchSuggestions(.hidden, for: .menu)`: the app shows them in its content.
    var menuSuggestionsHidden = false
    /// Inside the suggestions: fills the field (`.searchCompletion(_: String)`).
    var complete: (@MainActor (String) -> Void)?
    /// Inside the suggestions: adds a token (`.searchCompletion(_: token)`).
    var completeToken: (@MainActor (Any) -> Void)?
    /// `.searchScopes` around the `.searchable` view.
    var scopes: SearchScopes?
    /// `.searchFocused` around the `.searchable` view.
    var focus: SearchFocusBinding?
}

extension EnvironmentValues {
    /// Whether the user is searching in the nearest `.searchable` field
    /// (the field has the keyboard or holds text).
    public var isSearching: Bool { search.isSearching }
    /// Ends the search of the nearest `.searchable` field.
    public var dismissSearch: DismissSearchAction { search.dismiss }
    /// Where the suggestions of the nearest `.searchable` field show: in a
    /// menu under the field (GNOME's popover) unless the app hid them there.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        search.menuSuggestionsHidden ? .content : .menu
    }
}
