/// Whether a scene is in use (SwiftUI's `ScenePhase`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown but not the active window.
    case inactive
    /// The active window.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in.
    ///
    /// GtkUI reports `.active` while its windows are open (GTK 4.8 has no
    /// background state for apps).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
