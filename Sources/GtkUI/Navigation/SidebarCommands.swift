import Gtk

/// Adds View ▸ "Show Sidebar"/"Hide Sidebar" for the active window's
/// `NavigationSplitView` (SwiftUI's `SidebarCommands`).
///
/// The shortcut is Ctrl+Alt+S: macOS uses Control-Command-S, and GtkUI maps
/// Command to Ctrl, as `ToolbarCommands` maps Option-Command-T to Ctrl+Alt+T.
public struct SidebarCommands: Commands {
    /// Creates the sidebar commands.
    public init() {}

    /// Adds the Show/Hide Sidebar item (Ctrl+Alt+S) before the View menu's sidebar group.
    public var body: some Commands {
        CommandGroup(before: .sidebar) {
            SidebarMenuItem()
        }
    }
}

/// The View menu's sidebar item: its title follows the active window's sidebar.
struct SidebarMenuItem: View {
    var body: some View {
        let splitView = SidebarToggleRegistry.splitView(of: AppRuntime.current?.activeHost)
        Button(splitView?.isSidebarVisible == false ? localized("Show Sidebar") : localized("Hide Sidebar")) {
            splitView?.toggleSidebar()
        }
        .keyboardShortcut("s", modifiers: [.control, .option])
        .disabled(splitView == nil)
    }
}
