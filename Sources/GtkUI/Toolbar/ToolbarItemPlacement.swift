import Gtk
import ToolbarKit

/// Where a toolbar item goes by default (SwiftUI's `ToolbarItemPlacement`).
public struct ToolbarItemPlacement: Sendable, Equatable {
    let kind: ToolbarPlacement
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
    public static let principal = ToolbarItemPlacement(kind: .principal)
    public static let status = ToolbarItemPlacement(kind: .status)
}
