import Gtk

/// Standard places in the menu bar for `CommandGroup` (SwiftUI's `CommandGroupPlacement`).
///
/// GNOME apps have no application menu, so the places macOS keeps there go
/// where a GNOME app keeps them: About in the Help menu, the app-wide items
/// before Quit in the File menu, Preferences… at the end of Edit. The
/// Format and Window menus appear only when the app puts something in them.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    /// The About item: the last section of the Help menu.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The Preferences… item, at the end of the Edit menu (shown when the app has a `Settings` scene).
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// macOS's Services submenu: on GNOME, a section of the File menu before
    /// Quit, empty unless the app adds to it (the desktop has no Services).
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// macOS's Hide and Show All: on GNOME, a section of the File menu before
    /// Quit, empty unless the app adds to it (the window manager hides windows).
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// The Quit item, at the end of the File menu.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// The New Window item, at the start of the File menu.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// The File menu's save section, after New (empty unless the app adds to it).
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// The File menu's import and export section, after save (empty unless the app adds to it).
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// The File menu's print section, before Close Window (empty unless the app adds to it).
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// The Undo and Redo items, at the start of the Edit menu.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// The Cut, Copy, Paste and Select All items of the Edit menu.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// The Edit menu's find items (shown with `TextEditingCommands`).
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// The Format menu, after Edit (shown when the app adds to it; merged
    /// into the app's own `CommandMenu("Format")` if it has one).
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The View menu's toolbar section, after Show or Hide Toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The View menu's sidebar section.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The View menu's window size section, at its end.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The Window menu's list of the app's open windows (choosing one brings
    /// it to the front); the Window menu shows when the app adds to one of
    /// its groups.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The list of the windows of a single-window scene: on GNOME, the same
    /// Window menu list as `windowList`.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// The Window menu's arrangement section (macOS's Bring All to Front):
    /// empty unless the app adds to it, before the window list.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The Keyboard Shortcuts item of the Help menu.
    public static let help = CommandGroupPlacement(name: "help")
}
