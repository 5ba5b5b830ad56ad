import Gtk

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`).
///
/// On GNOME every placement is the header bar (the search entry sits at the
/// end, before the other items); `.sidebar` and the navigation-bar drawer
/// are iOS and macOS places that a GNOME window does not have.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    /// How the iOS navigation-bar drawer shows the field.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let name: String
        /// The drawer's default: on GNOME the field is in the header bar either way.
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// The field always shown: on GNOME the field is in the header bar either way.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
    /// The default placement: the end of the header bar.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar: the end of the header bar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The toolbar's centre on macOS; on GNOME, the end of the header bar.
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
    /// The sidebar on macOS; on GNOME, the end of the header bar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// iOS's navigation-bar drawer; on GNOME, the end of the header bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The iOS navigation-bar drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}
