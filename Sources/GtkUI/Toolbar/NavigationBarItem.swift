import Gtk

/// iOS's navigation bar item settings (SwiftUI's `NavigationBarItem`).
public enum NavigationBarItem {
    /// How the iOS navigation bar shows the title.
    public enum TitleDisplayMode: Sendable, Hashable {
        case automatic, inline, large
    }
}

extension View {
    /// Sets how the iOS navigation bar shows the title; a GNOME header bar
    /// has one title size, so this changes nothing.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
}
