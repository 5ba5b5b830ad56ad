import Gtk

/// How the toolbar adapts while search is presented (SwiftUI's
/// `SearchPresentationToolbarBehavior`).
public struct SearchPresentationToolbarBehavior: Sendable, Hashable {
    let name: String
    /// The platform's behaviour (on GNOME: the header bar keeps its items while searching).
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    /// Keep the toolbar's content while searching (iOS would otherwise hide some).
    public static var avoidHidingContent: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(name: "avoidHidingContent")
    }
}

/// How a toolbar's search field shows (SwiftUI's `SearchToolbarBehavior`).
public struct SearchToolbarBehavior: Sendable, Hashable {
    let name: String
    /// The platform's behaviour: on GNOME, a search entry in the header bar.
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
    /// iPhone draws the field as a button until it is used.
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

extension View {
    /// Sets how the toolbar behaves while search is presented.
    ///
    /// No-op on GNOME: a header bar never hides its items to make room for
    /// the search field (iOS's `automatic` does; `avoidHidingContent` is
    /// therefore what GNOME always does).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }

    /// Sets how the search field of the toolbar shows.
    ///
    /// No-op on GNOME: the header bar's search entry stays a field (GNOME
    /// apps' header-bar search has no collapsed, button-like form).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }
}
