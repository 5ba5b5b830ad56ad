import Gtk
import ToolbarKit

/// The Customize Toolbar dialog (issue 6 builds it out).
@MainActor
enum CustomizeToolbarDialog {
    static func present(for host: WindowHost) {
        Diagnostics.warn("Customize Toolbar… is not available yet")
    }
}
