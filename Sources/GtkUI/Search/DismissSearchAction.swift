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

/// The search state a `.searchable` view's content reads.
@MainActor
struct SearchEnvironment {
    var isSearching = false
    var dismiss = DismissSearchAction(dismiss: {})
    /// Suggestions from a `.searchSuggestions` around the `.searchable` view.
    var suggestions: SearchSuggestionsContent?
    /// Inside the suggestions: fills the field (`.searchCompletion`).
    var complete: (@MainActor (String) -> Void)?
}

extension EnvironmentValues {
    /// Whether the user is searching in the nearest `.searchable` field
    /// (the field has the keyboard or holds text).
    public var isSearching: Bool { search.isSearching }
    /// Ends the search of the nearest `.searchable` field.
    public var dismissSearch: DismissSearchAction { search.dismiss }
}
