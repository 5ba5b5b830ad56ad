/// Whether a window's controls are in the key window (SwiftUI's `ControlActiveState`).
public enum ControlActiveState: Equatable, CaseIterable, Sendable {
    /// In the key window.
    case key
    /// In an active window that is not key.
    case active
    /// In an inactive window.
    case inactive
}

/// A state a view set with `.environment(\.controlActiveState, …)`; nil: the window's.
private struct ControlActiveStateKey: EnvironmentKey {
    static let defaultValue: ControlActiveState? = nil
}

extension EnvironmentValues {
    /// The active state of the window's controls, followed live: `.key`
    /// in the focused window, `.active` in the app's other windows while
    /// the app has the focus, `.inactive` while another app has it.
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] ?? windowActivity?.controlActiveState ?? .key }
        set { self[ControlActiveStateKey.self] = newValue }
    }
}
