import Gtk

/// How the navigation title shows (SwiftUI's `ToolbarTitleDisplayMode`).
///
/// GNOME header bars have one title size, so every mode shows the title
/// inline in the header bar.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

extension View {
    /// Sets how the title shows; GNOME's header bar title is always inline.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
}
