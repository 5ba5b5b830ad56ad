import Gtk

/// How a `TabView` shows its tabs (SwiftUI's `TabViewStyle`), set with `.tabViewStyle(_:)`.
///
/// On GNOME: `.automatic` and `.tabBarOnly` are a GtkStackSwitcher (linked
/// buttons, one per tab: in the header bar's title place when the tab view
/// is the window's content, else above the pages); `.sidebarAdaptable` is
/// a GtkStackSidebar at the start, as GNOME Settings lists its pages;
/// `.page` (iOS's swiped pages) slides between pages, with the switcher
/// below them as the page index (`.page(indexDisplayMode: .never)` hides it).
public protocol TabViewStyle: Sendable {}

/// The look a tab view style maps to.
enum TabViewStyleKind: Equatable, Sendable {
    case automatic, sidebar, page, pageWithoutIndex
}

/// Internal link from a public tab view style to the look GtkUI draws.
protocol TabViewStyleKindProviding {
    var kind: TabViewStyleKind { get }
}

/// The platform's tab view style: a switcher of linked buttons.
public struct DefaultTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: TabViewStyleKind { .automatic }
}

/// Tabs as a bar only (iPadOS): drawn as `.automatic` on GNOME.
public struct TabBarOnlyTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: TabViewStyleKind { .automatic }
}

/// Tabs in a sidebar (iPadOS, macOS): a GtkStackSidebar at the start on GNOME.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: TabViewStyleKind { .sidebar }
}

/// Swiped pages with an index (iOS): sliding pages, the switcher below as the index.
public struct PageTabViewStyle: TabViewStyle, TabViewStyleKindProviding {
    /// When the page index shows.
    public struct IndexDisplayMode: Sendable, Equatable {
        let shows: Bool
        /// Shown (on GNOME, always).
        public static let automatic = IndexDisplayMode(shows: true)
        /// Always shown.
        public static let always = IndexDisplayMode(shows: true)
        /// Never shown.
        public static let never = IndexDisplayMode(shows: false)
    }
    let indexDisplayMode: IndexDisplayMode

    /// Creates the style.
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    var kind: TabViewStyleKind { indexDisplayMode.shows ? .page : .pageWithoutIndex }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform default.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// Tabs as a bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// Tabs in a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Sliding pages with an index.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Sliding pages, the index shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// Sets how the tab views inside this view show their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind = (style as? TabViewStyleKindProviding)?.kind ?? .automatic
        return EnvironmentWriter(content: self) { $0.containers.tabViewStyle = kind }
    }
}
