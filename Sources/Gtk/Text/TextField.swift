import CGtk

/// A bar that slides in above content to hold a search field (GtkSearchBar).
@MainActor
public final class SearchBar: Widget {
    /// Creates a hidden search bar.
    public init() { super.init(constructed: gtk_search_bar_new()) }
    private var bar: OpaquePointer { OpaquePointer(raw) }

    /// The bar's content.
    public func setChild(_ child: Widget?) { gtk_search_bar_set_child(bar, child?.widget) }
    /// Whether the bar is shown.
    public var isSearchMode: Bool {
        get { gtk_search_bar_get_search_mode(bar) != 0 }
        set { if newValue != isSearchMode { gtk_search_bar_set_search_mode(bar, newValue ? 1 : 0) } }
    }
    /// Whether the bar shows its own close button.
    public var showsCloseButton: Bool {
        get { gtk_search_bar_get_show_close_button(bar) != 0 }
        set { gtk_search_bar_set_show_close_button(bar, newValue ? 1 : 0) }
    }
    /// `notify::search-mode-enabled`: the bar was shown or hidden (by code, Escape or its close button).
    @discardableResult
    public func onSearchModeChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("search-mode-enabled", body)
    }
}

/// A single-line text field (GtkEditable: GtkEntry, GtkSearchEntry).
@MainActor
public class TextField: Widget {
    fileprivate var editable: OpaquePointer { OpaquePointer(raw) }

    /// The text.
    public var text: String {
        get { gtk_editable_get_text(editable).map { String(cString: $0) } ?? "" }
        set { if newValue != text { gtk_editable_set_text(editable, newValue) } }
    }
    /// Selects the whole text.
    public func selectAll() { gtk_editable_select_region(editable, 0, -1) }
    /// `activate`: Enter was pressed.
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("activate", body) }
    /// `changed`: the text changed.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("changed", body) }
}

/// A text field for search terms, with a search icon and a clear button (GtkSearchEntry).
@MainActor
public final class SearchEntry: TextField {
    /// Creates a search entry showing `placeholder` while empty.
    public init(placeholder: String) {
        super.init(constructed: gtk_search_entry_new())
        setProperty("placeholder-text", placeholder)
    }
    /// `search-changed`: the text changed and typing paused briefly.
    @discardableResult
    public func onSearchChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("search-changed", body) }
    /// `stop-search`: Escape was pressed.
    @discardableResult
    public func onStopSearch(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("stop-search", body) }
}

/// A plain single-line text field (GtkEntry).
@MainActor
public final class Entry: TextField {
    /// Creates an entry showing `placeholder` while empty.
    public init(placeholder: String) {
        super.init(constructed: gtk_entry_new())
        gtk_entry_set_placeholder_text(raw.assumingMemoryBound(to: GtkEntry.self), placeholder)
    }
}
