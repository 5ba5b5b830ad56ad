import Gtk
import ToolbarKit

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`).
///
/// GNOME has one header bar per window and, under the content, an action
/// bar: `region` says which part of them a placement maps to (see
/// Docs/SwiftUI-Toolbar.md for the table and the reasons).
public struct ToolbarItemPlacement: Sendable, Hashable {
    /// The placement as SwiftUI names it.
    enum Role: Sendable, Hashable {
        case automatic, principal, navigation, primaryAction, secondaryAction, status
        case confirmationAction, cancellationAction, destructiveAction, keyboard, bottomBar
        case topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing, bottomOrnament
        case accessoryBar(String)
        case title, largeTitle, subtitle, largeSubtitle
    }
    /// The part of the window an item goes to.
    enum Region: Sendable, Hashable {
        /// The start of the header bar (left in LTR).
        case headerStart
        /// The header bar's title.
        case headerTitle
        /// The end of the header bar.
        case headerEnd
        /// The action bar under the content, at its start.
        case bottomStart
        /// The action bar's centre.
        case bottomCenter
        /// The action bar's end.
        case bottomEnd
    }
    let role: Role

    /// The default placement: the end of the header bar.
    public static let automatic = ToolbarItemPlacement(role: .automatic)
    /// The centre of the header bar, in place of the window title.
    public static let principal = ToolbarItemPlacement(role: .principal)
    /// The start of the header bar, where GNOME puts back and sidebar buttons.
    public static let navigation = ToolbarItemPlacement(role: .navigation)
    /// The end of the header bar, for the window's main actions.
    public static let primaryAction = ToolbarItemPlacement(role: .primaryAction)
    /// The end of the header bar, next to the primary actions.
    public static let secondaryAction = ToolbarItemPlacement(role: .secondaryAction)
    /// The centre of the action bar under the content.
    public static let status = ToolbarItemPlacement(role: .status)
    /// The end of the header bar, drawn as GNOME's suggested action (`suggested-action`).
    public static let confirmationAction = ToolbarItemPlacement(role: .confirmationAction)
    /// The start of the header bar, where GNOME's dialogs put Cancel.
    public static let cancellationAction = ToolbarItemPlacement(role: .cancellationAction)
    /// The end of the header bar, drawn as GNOME's destructive action (`destructive-action`).
    public static let destructiveAction = ToolbarItemPlacement(role: .destructiveAction)
    /// The end of the action bar under the content (a desktop has no on-screen keyboard bar).
    public static let keyboard = ToolbarItemPlacement(role: .keyboard)
    /// The start of the action bar under the content.
    public static let bottomBar = ToolbarItemPlacement(role: .bottomBar)
    /// The start of the header bar.
    public static let topBarLeading = ToolbarItemPlacement(role: .topBarLeading)
    /// The end of the header bar.
    public static let topBarTrailing = ToolbarItemPlacement(role: .topBarTrailing)
    /// The start of the header bar (iOS's older name for `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(role: .navigationBarLeading)
    /// The end of the header bar (iOS's older name for `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(role: .navigationBarTrailing)
    /// The start of the action bar under the content (visionOS's ornament).
    public static let bottomOrnament = ToolbarItemPlacement(role: .bottomOrnament)
    /// The centre of the header bar, in place of the window title.
    public static let title = ToolbarItemPlacement(role: .title)
    /// The centre of the header bar, in place of the window title (GNOME has no large title).
    public static let largeTitle = ToolbarItemPlacement(role: .largeTitle)
    /// The centre of the header bar, in place of the window title.
    public static let subtitle = ToolbarItemPlacement(role: .subtitle)
    /// The centre of the header bar, in place of the window title.
    public static let largeSubtitle = ToolbarItemPlacement(role: .largeSubtitle)

    /// A bar of accessories under the content, identified by `id` (macOS's accessory bars).
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarItemPlacement {
        ToolbarItemPlacement(role: .accessoryBar(String(describing: id)))
    }

    /// The placement as the customizable toolbar's model records it.
    var kind: ToolbarKit.ToolbarPlacement {
        switch role {
        case .navigation, .topBarLeading, .navigationBarLeading, .cancellationAction: return .navigation
        case .principal, .title, .largeTitle, .subtitle, .largeSubtitle: return .principal
        case .primaryAction, .confirmationAction: return .primaryAction
        case .secondaryAction: return .secondaryAction
        case .status: return .status
        default: return .automatic
        }
    }

    /// Where the item shows in a GNOME window: cancellation at the start and
    /// confirmation at the end of the header bar, as GNOME's dialogs do;
    /// bars that sit under the content on iOS and macOS (bottom bar,
    /// ornament, accessory bars, status) in the action bar; `.keyboard`
    /// (a bar above the on-screen keyboard, which a desktop does not have)
    /// at the end of the action bar.
    var region: Region {
        switch role {
        case .navigation, .topBarLeading, .navigationBarLeading, .cancellationAction: return .headerStart
        case .principal, .title, .largeTitle, .subtitle, .largeSubtitle: return .headerTitle
        case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction,
            .topBarTrailing, .navigationBarTrailing:
            return .headerEnd
        case .bottomBar, .bottomOrnament, .accessoryBar: return .bottomStart
        case .status: return .bottomCenter
        case .keyboard: return .bottomEnd
        }
    }

    /// The CSS class GTK's theme draws the item's buttons with (GNOME's
    /// suggested and destructive actions).
    var buttonStyleClass: String? {
        switch role {
        case .confirmationAction: return "suggested-action"
        case .destructiveAction: return "destructive-action"
        default: return nil
        }
    }
}
