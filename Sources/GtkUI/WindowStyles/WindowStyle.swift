import Gtk

/// How a window draws its title bar (SwiftUI's `WindowStyle`).
///
/// On GNOME: `.automatic` and `.titleBar` are the normal header bar;
/// `.hiddenTitleBar` and `.plain` a flat header bar without the title (the
/// window keeps its controls, as the macOS traffic lights stay).
@MainActor @preconcurrency
public protocol WindowStyle {
    /// What the style asks of the header bar.
    var gtkHeaderBarSettings: WindowHeaderBarSettings { get }
}

/// What a window style asks of its header bar (an implementation detail of the styles).
public struct WindowHeaderBarSettings: Sendable, Equatable {
    let showsTitle: Bool
    let isFlat: Bool
}

/// The platform's default window style: the header bar with its title.
public struct DefaultWindowStyle: WindowStyle {
    /// The default window style.
    public init() {}
    /// The normal header bar, with the title.
    public var gtkHeaderBarSettings: WindowHeaderBarSettings { .init(showsTitle: true, isFlat: false) }
}

/// A window with a title bar showing its title.
public struct TitleBarWindowStyle: WindowStyle {
    /// The title bar window style.
    public init() {}
    /// The normal header bar, with the title.
    public var gtkHeaderBarSettings: WindowHeaderBarSettings { .init(showsTitle: true, isFlat: false) }
}

/// A window whose title bar is hidden: a flat header bar with no title.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// The hidden title bar window style.
    public init() {}
    /// A flat header bar without the title.
    public var gtkHeaderBarSettings: WindowHeaderBarSettings { .init(showsTitle: false, isFlat: true) }
}

/// A window without chrome (macOS 15): drawn as `.hiddenTitleBar`, since a
/// GNOME window needs its close button.
public struct PlainWindowStyle: WindowStyle {
    /// The plain window style.
    public init() {}
    /// A flat header bar without the title, as `.hiddenTitleBar`.
    public var gtkHeaderBarSettings: WindowHeaderBarSettings { .init(showsTitle: false, isFlat: true) }
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default style: GNOME's normal header bar with the title.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}
extension WindowStyle where Self == TitleBarWindowStyle {
    /// A title bar with the title: GNOME's normal header bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A hidden title bar: a flat header bar with no title, the window controls kept.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
extension WindowStyle where Self == PlainWindowStyle {
    /// No chrome: drawn as `.hiddenTitleBar`, since a GNOME window keeps its close button.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

extension Scene {
    /// Sets how the scene's windows draw their title bar.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        let settings = style.gtkHeaderBarSettings
        return ModifiedScene(content: self) { configuration in
            configuration.headerBar.showsTitle = settings.showsTitle ? configuration.headerBar.showsTitle : false
            if settings.isFlat { configuration.headerBar.backgroundVisibility = .hidden }
        }
    }
}
