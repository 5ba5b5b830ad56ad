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
    public init() {}
    public var gtkHeaderBarSettings: WindowHeaderBarSettings { .init(showsTitle: true, isFlat: false) }
}

/// A window with a title bar showing its title.
public struct TitleBarWindowStyle: WindowStyle {
    public init() {}
    public var gtkHeaderBarSettings: WindowHeaderBarSettings { .init(showsTitle: true, isFlat: false) }
}

/// A window whose title bar is hidden: a flat header bar with no title.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    public init() {}
    public var gtkHeaderBarSettings: WindowHeaderBarSettings { .init(showsTitle: false, isFlat: true) }
}

/// A window without chrome (macOS 15): drawn as `.hiddenTitleBar`, since a
/// GNOME window needs its close button.
public struct PlainWindowStyle: WindowStyle {
    public init() {}
    public var gtkHeaderBarSettings: WindowHeaderBarSettings { .init(showsTitle: false, isFlat: true) }
}

extension WindowStyle where Self == DefaultWindowStyle {
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}
extension WindowStyle where Self == TitleBarWindowStyle {
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
extension WindowStyle where Self == PlainWindowStyle {
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
