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
    /// How `NavigationView`s draw (`.navigationViewStyle`).
    var viewStyle: NavigationViewStyleKind = .automatic
}

/// The navigation view styles (see `NavigationViewStyle`).
enum NavigationViewStyleKind: Sendable, Equatable {
    case automatic, stack, columns
}

/// The list styles GtkUI draws (see `ListStyle`).
enum ListStyleKind: Sendable, Equatable {
    case automatic, plain, inset, sidebar, bordered, grouped, insetGrouped
}

/// The split view styles (see `NavigationSplitViewStyle`).
enum SplitViewStyleKind: Sendable, Equatable {
    case automatic, balanced, prominentDetail
}
