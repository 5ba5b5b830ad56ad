import Gtk

/// What kind of scene a window configuration comes from.
enum SceneRole: Equatable, Sendable {
    /// `WindowGroup`: any number of windows; the first group opens at launch.
    case windowGroup
    /// `DocumentGroup`: a window per document; the first group opens at launch.
    case documentGroup
    /// `Window` and `UtilityWindow`: one window, opened by `openWindow(id:)`
    /// (or at launch when it is the first scene).
    case window
    /// `Settings`: the one preferences window (Edit ▸ Preferences…, Ctrl+,).
    case settings

    /// Whether the scene has at most one window.
    var isUnique: Bool { self == .window || self == .settings }

    /// Whether the scene's windows can be the ones that open at launch.
    var opensAtLaunch: Bool { self != .settings }
}
