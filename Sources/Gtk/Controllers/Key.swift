import CGtk

/// GDK key values the project uses.
public enum Key {
    public static let left = UInt32(GDK_KEY_Left)
    public static let right = UInt32(GDK_KEY_Right)
    public static let up = UInt32(GDK_KEY_Up)
    public static let down = UInt32(GDK_KEY_Down)
    public static let delete = UInt32(GDK_KEY_Delete)
    public static let backSpace = UInt32(GDK_KEY_BackSpace)
    public static let kpDelete = UInt32(GDK_KEY_KP_Delete)
    public static let `return` = UInt32(GDK_KEY_Return)
    public static let kpEnter = UInt32(GDK_KEY_KP_Enter)
    public static let space = UInt32(GDK_KEY_space)
    public static let escape = UInt32(GDK_KEY_Escape)
    public static let menu = UInt32(GDK_KEY_Menu)
    public static let f10 = UInt32(GDK_KEY_F10)
    public static let z = UInt32(GDK_KEY_z)
}
