import Gtk

/// The purpose of a view's toolbar (SwiftUI's `ToolbarRole`).
///
/// iPadOS moves the title to the leading edge for `.editor` and
/// `.browser`; GNOME's HIG keeps the title centred, so on GTK the role
/// changes nothing (documented in Docs/SwiftUI-Toolbar.md).
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let navigationSplitView = ToolbarRole(name: "navigationSplitView")
}

extension View {
    /// Sets the toolbar's role. On GNOME the title stays centred whatever
    /// the role: this changes nothing on screen.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
