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

    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let windowToolbar = ToolbarPlacement(bar: .windowToolbar)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
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
