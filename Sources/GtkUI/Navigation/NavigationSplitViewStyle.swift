import Gtk

/// How a `NavigationSplitView` shares its width (SwiftUI's `NavigationSplitViewStyle`).
///
/// On a GNOME desktop every style shows the columns side by side, as macOS
/// does; `.prominentDetail` keeps the detail column at its width when the
/// window is resized (only the detail column grows), `.balanced` lets the
/// sidebar grow with it.
public protocol NavigationSplitViewStyle: Sendable {}

/// Internal link from a public split view style to what GtkUI does.
protocol SplitViewStyleKindProviding {
    var kind: SplitViewStyleKind { get }
}

/// The platform default (on GNOME: like `.prominentDetail`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, SplitViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: SplitViewStyleKind { .automatic }
}
/// Columns share the width as the window resizes.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, SplitViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: SplitViewStyleKind { .balanced }
}
/// The detail column gets the extra width.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, SplitViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: SplitViewStyleKind { .prominentDetail }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform default.
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns share the width.
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail column gets the extra width.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    /// Sets how the split views inside this view share their width.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let kind = (style as? SplitViewStyleKindProviding)?.kind ?? .automatic
        return EnvironmentWriter(content: self) { $0.navigation.splitViewStyle = kind }
    }
}
