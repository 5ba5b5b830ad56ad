import Gtk

/// What kind of scene a window configuration comes from.
enum SceneRole: Equatable, Sendable {
    /// `WindowGroup`: any number of windows; the first group opens at launch.
    case windowGroup
    /// `Settings`: the one preferences window (Edit ▸ Preferences…, Ctrl+,).
    case settings

    /// Whether the scene has at most one window.
    var isUnique: Bool { self != .windowGroup }
}
