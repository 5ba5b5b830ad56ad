import Gtk

/// Inherited settings of lists and navigation containers, kept together
/// in `EnvironmentValues.navigation`.
struct NavigationSettings {
    /// How lists draw (`.listStyle`).
    var listStyle: ListStyleKind = .automatic
    /// Set inside a split view's sidebar column: `.automatic` lists draw as sidebars there.
    var isInSidebar = false
    /// How split views share their width (`.navigationSplitViewStyle`).
    var splitViewStyle: SplitViewStyleKind = .automatic
    /// Set by `.toolbar(removing: .sidebarToggle)` around a split view.
    var removesSidebarToggle = false
}

/// The list styles GtkUI draws (see `ListStyle`).
enum ListStyleKind: Sendable, Equatable {
    case automatic, plain, inset, sidebar, bordered, grouped, insetGrouped
}

/// The split view styles (see `NavigationSplitViewStyle`).
enum SplitViewStyleKind: Sendable, Equatable {
    case automatic, balanced, prominentDetail
}
