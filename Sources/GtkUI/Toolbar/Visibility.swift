import Gtk
import ToolbarKit

/// Visibility of an element (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
