import Gtk
import ToolbarKit

/// What the user may do with an item (SwiftUI's `ToolbarCustomizationBehavior`).
public struct ToolbarCustomizationBehavior: Sendable, Equatable {
    let kind: ItemBehavior
    /// Movable and removable.
    public static let `default` = ToolbarCustomizationBehavior(kind: .default)
    /// Movable, not removable.
    public static let reorderable = ToolbarCustomizationBehavior(kind: .reorderable)
    /// Neither movable nor removable; stays before customizable items.
    public static let disabled = ToolbarCustomizationBehavior(kind: .disabled)
}
