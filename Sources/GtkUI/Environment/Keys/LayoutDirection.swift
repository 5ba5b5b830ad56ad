import Gtk

/// The direction text and stacks run in (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

/// A direction a view set with `.environment(\.layoutDirection, …)`; nil: the window's.
private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue: LayoutDirection? = nil
}

extension EnvironmentValues {
    /// The layout direction: the window's (GTK's default direction, right
    /// to left for the user's Hebrew or Arabic locale) unless a view sets one.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] ?? windowActivity?.layoutDirection ?? .leftToRight }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
