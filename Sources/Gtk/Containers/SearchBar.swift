import CGtk

/// A bar that slides in above content to hold a search field (GtkSearchBar).
@MainActor
public final class SearchBar: Widget {
    /// Creates a hidden search bar.
    public init() { super.init(sinking: gtk_search_bar_new()) }
    private var bar: OpaquePointer { opaque }

    /// The bar's content.
    public func setChild(_ child: Widget?) { gtk_search_bar_set_child(bar, child?.widget) }
    /// Whether the bar is shown.
    public var isSearchMode: Bool {
        get { bool(gtk_search_bar_get_search_mode) }
        set { if newValue != isSearchMode { setBool(gtk_search_bar_set_search_mode, newValue) } }
    }
    /// Whether the bar shows its own close button.
    public var showsCloseButton: Bool {
        get { bool(gtk_search_bar_get_show_close_button) }
        set { setBool(gtk_search_bar_set_show_close_button, newValue) }
    }
    /// `notify::search-mode-enabled`: the bar was shown or hidden (by code, Escape or its close button).
    @discardableResult
    public func onSearchModeChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("search-mode-enabled", body)
    }
}
