import Gtk

/// How a window's toolbar sits with its title (SwiftUI's `WindowToolbarStyle`).
///
/// GNOME has one header bar holding title and items: `.automatic`,
/// `.expanded` and `.unified` look the same; `showsTitle: false` takes
/// the title out of the header bar.
@MainActor @preconcurrency
public protocol WindowToolbarStyle {
    /// Whether the header bar shows the window title.
    var gtkShowsTitle: Bool { get }
}

/// The default: the title in the header bar.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    /// The default toolbar style.
    public init() {}
    /// True: the header bar shows the title.
    public var gtkShowsTitle: Bool { true }
}

/// The title above the toolbar on macOS; on GNOME the title in the header bar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    /// The expanded toolbar style.
    public init() {}
    /// True: the header bar shows the title.
    public var gtkShowsTitle: Bool { true }
}

/// Title and toolbar in one bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    let showsTitle: Bool
    /// A unified toolbar, with or without the title.
    public init(showsTitle: Bool = true) { self.showsTitle = showsTitle }
    /// Whether the header bar shows the title, as `showsTitle` said.
    public var gtkShowsTitle: Bool { showsTitle }
}

/// Title and toolbar in one compact bar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    let showsTitle: Bool
    /// A compact unified toolbar, with or without the title.
    public init(showsTitle: Bool = true) { self.showsTitle = showsTitle }
    /// Whether the header bar shows the title, as `showsTitle` said.
    public var gtkShowsTitle: Bool { showsTitle }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The default style: the title in the header bar.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The title above the toolbar on macOS; on GNOME, the title in the header bar.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// Title and toolbar items in one bar, GNOME's header bar.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
    /// Title and toolbar items in one bar; `showsTitle: false` takes the title out of the header bar.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// Title and toolbar items in one compact bar; on GNOME, the header bar.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
    /// A compact unified bar; `showsTitle: false` takes the title out of the header bar.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}

extension Scene {
    /// Sets how the scene's windows combine toolbar and title.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        let showsTitle = style.gtkShowsTitle
        return ModifiedScene(content: self) { configuration in
            if !showsTitle { configuration.headerBar.showsTitle = false }
        }
    }
}
