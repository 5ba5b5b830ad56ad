/// Whether a scene is in use (SwiftUI's `ScenePhase`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown but not the active window.
    case inactive
    /// The active window.
    case active
}

/// A phase a view set with `.environment(\.scenePhase, …)`; nil: the window's.
private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue: ScenePhase? = nil
}

extension EnvironmentValues {
    /// The phase of the scene the view is in.
    ///
    /// Followed live: `.active` while one of the app's windows has the
    /// focus, `.inactive` while another app has it, `.background` while
    /// the view's window is minimized or hidden. Views that read it are
    /// evaluated again when it changes. Read in an `App` it is the app's:
    /// `.active` when any window is, `.background` when all are.
    ///
    /// On Wayland the compositor does not tell a GTK 4.8 app that a window
    /// was minimized (xdg-shell has no such state before version 6, which
    /// neither mutter 43 nor GTK 4.8 speaks): a minimized window reads as
    /// an unfocused one there (`.inactive`, or `.active` while another
    /// window of the app has the focus), and only a hidden window is
    /// `.background`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] ?? windowActivity?.scenePhase ?? WindowActivity.app.scenePhase }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
