import Gtk

/// Standard places in the menu bar for `CommandGroup` (SwiftUI's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    /// The About item (not placed in GtkUI's menu bar: groups here do not show; About is in the Help menu).
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The Preferences… item, at the end of the Edit menu (shown when the app has a `Settings` scene).
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
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
    /// The text formatting menu (not placed in GtkUI's menu bar: groups here do not show).
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The View menu's toolbar section, after Show or Hide Toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The View menu's sidebar section.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The View menu's window size section, at its end.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of windows (not placed in GtkUI's menu bar: groups here do not show).
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The Keyboard Shortcuts and About items of the Help menu.
    public static let help = CommandGroupPlacement(name: "help")
}
