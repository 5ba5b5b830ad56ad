import Gtk
import ToolbarKit

/// Options of `defaultCustomization(_:options:)` (SwiftUI's `ToolbarCustomizationOptions`).
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays reachable (in the overflow menu) when the user removes it.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}
