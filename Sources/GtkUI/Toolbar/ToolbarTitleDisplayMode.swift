import Gtk

/// How the navigation title shows (SwiftUI's `ToolbarTitleDisplayMode`).
///
/// GNOME header bars have one title size, so every mode shows the title
/// inline in the header bar.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let name: String
    /// The mode the context implies; on GNOME, the title inline in the header bar.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// The title inline in the bar: GNOME's header bar title.
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// A large inline title (iOS); on GNOME, the header bar's one title size.
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    /// A large title under the bar (iOS); on GNOME, the title inline in the header bar.
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

extension View {
    /// Sets how the title shows; GNOME's header bar title is always inline.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
}
