import CGtk

/// GDK key values the project uses.
public enum Key {
    /// The Left arrow key.
    public static let left = UInt32(GDK_KEY_Left)
    /// The Right arrow key.
    public static let right = UInt32(GDK_KEY_Right)
    /// The Up arrow key.
    public static let up = UInt32(GDK_KEY_Up)
    /// The Down arrow key.
    public static let down = UInt32(GDK_KEY_Down)
    /// The Delete key of the main keyboard block.
    public static let delete = UInt32(GDK_KEY_Delete)
    /// The Backspace key.
    public static let backSpace = UInt32(GDK_KEY_BackSpace)
    /// The keypad's Delete key.
    public static let kpDelete = UInt32(GDK_KEY_KP_Delete)
    /// The Return (Enter) key of the main keyboard block.
    public static let `return` = UInt32(GDK_KEY_Return)
    /// The keypad's Enter key.
    public static let kpEnter = UInt32(GDK_KEY_KP_Enter)
    /// The space bar.
    public static let space = UInt32(GDK_KEY_space)
    /// The Escape key.
    public static let escape = UInt32(GDK_KEY_Escape)
    /// The Menu key, which opens a context menu.
    public static let menu = UInt32(GDK_KEY_Menu)
    /// The F10 key (Shift+F10 opens a context menu).
    public static let f10 = UInt32(GDK_KEY_F10)
    /// The lowercase Z key.
    public static let z = UInt32(GDK_KEY_z)
}
