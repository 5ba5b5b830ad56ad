import Gtk

/// A key for a value views publish to menu commands (SwiftUI's `FocusedValueKey`).
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}
