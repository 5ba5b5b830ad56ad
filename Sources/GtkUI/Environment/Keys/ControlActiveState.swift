/// Whether a window's controls are in the key window (SwiftUI's `ControlActiveState`).
public enum ControlActiveState: Equatable, CaseIterable, Sendable {
    /// In the key window.
    case key
    /// In an active window that is not key.
    case active
    /// In an inactive window.
    case inactive
}

private struct ControlActiveStateKey: EnvironmentKey {
    static let defaultValue = ControlActiveState.key
}

extension EnvironmentValues {
    /// The active state of the window's controls (GtkUI reports `.key`).
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] }
        set { self[ControlActiveStateKey.self] = newValue }
    }
}
