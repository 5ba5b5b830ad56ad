import Gtk

/// The purpose of a view's toolbar (SwiftUI's `ToolbarRole`).
///
/// iPadOS moves the title to the leading edge for `.editor` and
/// `.browser`; GNOME's HIG keeps the title centred, so on GTK the role
/// changes nothing (documented in Docs/SwiftUI-Toolbar.md).
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    /// The role the view's context implies; on GNOME, a centred title.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A browser's toolbar (leading title on iPadOS); on GNOME, a centred title.
    public static let browser = ToolbarRole(name: "browser")
    /// A document editor's toolbar (leading title on iPadOS); on GNOME, a centred title.
    public static let editor = ToolbarRole(name: "editor")
    /// A navigation stack's toolbar, GNOME's usual header bar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A split view's toolbar, GNOME's usual header bar.
    public static let navigationSplitView = ToolbarRole(name: "navigationSplitView")
}

extension View {
    /// Sets the toolbar's role.
    ///
    /// On GNOME the title stays centred whatever the role: this changes
    /// nothing on screen.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
