import Gtk

/// A bar that holds toolbar items, for the bar modifiers
/// (`toolbar(_:for:)`, `toolbarBackground(_:for:)`…): SwiftUI's `ToolbarPlacement`.
///
/// On GNOME the window toolbar, navigation bar and tab bar are all the
/// header bar; the bottom bar and accessory bars are the action bar under
/// the content.
public struct ToolbarPlacement: Sendable, Hashable {
    enum Bar: Sendable, Hashable {
        case automatic, windowToolbar, navigationBar, tabBar, bottomBar, bottomOrnament
        case accessoryBar(String)
    }
    let bar: Bar

    /// The bar the context implies: GNOME's header bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The window's toolbar (macOS): GNOME's header bar.
    public static let windowToolbar = ToolbarPlacement(bar: .windowToolbar)
    /// The navigation bar (iOS): GNOME's header bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar (iOS): GNOME's header bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom bar (iOS): the action bar under the content.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The bottom ornament (visionOS): the action bar under the content.
    public static let bottomOrnament = ToolbarPlacement(bar: .bottomOrnament)

    /// An accessory bar under the content (macOS).
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarPlacement {
        ToolbarPlacement(bar: .accessoryBar(String(describing: id)))
    }

    /// Whether the placement names GNOME's header bar (else the action bar).
    var isHeaderBar: Bool {
        switch bar {
        case .automatic, .windowToolbar, .navigationBar, .tabBar: return true
        case .bottomBar, .bottomOrnament, .accessoryBar: return false
        }
    }
}
