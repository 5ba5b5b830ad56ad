import Gtk

/// How a `List` looks (SwiftUI's `ListStyle`), set with `.listStyle(_:)`.
///
/// On GNOME: `.sidebar` is GTK's `navigation-sidebar` look (the default for
/// a list in a `NavigationSplitView`'s sidebar), `.plain` a plain list view,
/// `.inset` taller rows inset from the edges (`rich-list`), `.bordered` a
/// framed list, `.grouped`/`.insetGrouped` (iOS) the inset look.
public protocol ListStyle: Sendable {}

/// Internal link from a public list style to the look GtkUI draws.
protocol ListStyleKindProviding {
    var kind: ListStyleKind { get }
}

/// The platform's default list look (plain; sidebar in a split view's sidebar).
public struct DefaultListStyle: ListStyle, ListStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .automatic }
}
/// Rows edge to edge.
public struct PlainListStyle: ListStyle, ListStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .plain }
}
/// Rows inset from the list's edges.
public struct InsetListStyle: ListStyle, ListStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .inset }
}
/// A source list: GTK's navigation sidebar look.
public struct SidebarListStyle: ListStyle, ListStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .sidebar }
}
/// A framed list (macOS).
public struct BorderedListStyle: ListStyle, ListStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .bordered }
}
/// Grouped sections (iOS): drawn inset on GNOME.
public struct GroupedListStyle: ListStyle, ListStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}
/// Inset grouped sections (iOS): drawn inset on GNOME.
public struct InsetGroupedListStyle: ListStyle, ListStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default look.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A source list (navigation sidebar).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == BorderedListStyle {
    /// A framed list.
    public static var bordered: BorderedListStyle { BorderedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Inset grouped sections.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension View {
    /// Sets how the lists inside this view look.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = (style as? ListStyleKindProviding)?.kind ?? .automatic
        return EnvironmentWriter(content: self) { $0.navigation.listStyle = kind }
    }
}
