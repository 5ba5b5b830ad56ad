import CGtk

/// A text field for search terms, with a search icon and a clear button (GtkSearchEntry).
@MainActor
public final class SearchEntry: TextField {
    /// Creates a search entry showing `placeholder` while empty.
    public init(placeholder: String) {
        super.init(sinking: gtk_search_entry_new())
        setProperty("placeholder-text", placeholder)
    }
    /// `search-changed`: the text changed and typing paused briefly.
    @discardableResult
    public func onSearchChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("search-changed", body) }
    /// `stop-search`: Escape was pressed.
    @discardableResult
    public func onStopSearch(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("stop-search", body) }
}
