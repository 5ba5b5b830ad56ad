import Gtk

/// How a `NavigationView` lays out its views (SwiftUI's `NavigationViewStyle`).
public protocol NavigationViewStyle {}

/// Internal link from a public navigation view style to what GtkUI does.
protocol NavigationViewStyleKindProviding {
    var kind: NavigationViewStyleKind { get }
}

/// The default: one view is a stack, two or three are columns (as on macOS).
public struct DefaultNavigationViewStyle: NavigationViewStyle, NavigationViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: NavigationViewStyleKind { .automatic }
}

/// Columns side by side: a `NavigationSplitView` of the views.
public struct ColumnNavigationViewStyle: NavigationViewStyle, NavigationViewStyleKindProviding {
    var kind: NavigationViewStyleKind { .columns }
}

/// A sidebar stack beside a detail (iOS's two columns): columns, as `.columns`.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, NavigationViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: NavigationViewStyleKind { .columns }
}

/// One view at a time: a `NavigationStack` of the first view.
public struct StackNavigationViewStyle: NavigationViewStyle, NavigationViewStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: NavigationViewStyleKind { .stack }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// One view is a stack, two or three are columns.
    public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// The views in columns side by side.
    public static var columns: ColumnNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time, the first as the root of a stack.
    public static var stack: StackNavigationViewStyle { .init() }
}

extension View {
    /// Sets how the `NavigationView`s inside this view lay out their views.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let kind = (style as? NavigationViewStyleKindProviding)?.kind ?? .automatic
        return EnvironmentWriter(content: self) { $0.navigation.viewStyle = kind }
    }
}
