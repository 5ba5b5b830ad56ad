import CGtk

/// GTK's accelerator strings ("<Control><Shift>z"): parsing them as GTK
/// does, and the key names GDK gives characters.
public enum Accelerator {
    /// The key and modifiers GTK reads from `accelerator`, or nil when GTK
    /// refuses it (an unknown key name, a malformed modifier).
    public static func parse(_ accelerator: String) -> (keyval: UInt32, modifiers: KeyModifiers)? {
        var keyval: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &keyval, &modifiers) != 0, keyval != 0 else { return nil }
        return (UInt32(keyval), KeyModifiers(rawValue: modifiers.rawValue))
    }

    /// The GDK name of the key that types `scalar` ("at" for "@", "eacute"
    /// for "é"), or nil when GDK has no key for it.
    public static func keyName(typing scalar: Unicode.Scalar) -> String? {
        let keyval = gdk_unicode_to_keyval(guint32(scalar.value))
        guard keyval != 0, let name = gdk_keyval_name(keyval) else { return nil }
        return String(cString: name)
    }
}
