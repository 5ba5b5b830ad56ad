import CGtk

extension KeyEvent {
    /// The character the key types (`gdk_keyval_to_unicode`), nil for keys that type none (arrows, Escape…).
    public var character: Character? {
        let scalar = gdk_keyval_to_unicode(keyval)
        guard scalar >= 0x20, scalar != 0x7F, let unicode = Unicode.Scalar(scalar) else { return nil }
        return Character(unicode)
    }

    /// GDK's name of the key ("Escape", "Return", "a").
    public var name: String? { gdk_keyval_name(keyval).map { String(cString: $0) } }

    /// The keyval of a GDK key name ("Escape"), or nil for an unknown name.
    public static func keyval(named name: String) -> UInt32? {
        let value = gdk_keyval_from_name(name)
        return value == UInt32(GDK_KEY_VoidSymbol) ? nil : value
    }
}

extension EventControllerKey {
    /// Emits `key-pressed` as GTK would (test support); returns whether a handler took the key.
    public func emitKeyPressed(_ keyval: UInt32, modifiers: KeyModifiers = []) -> Bool {
        cgtk_emit_key_pressed(raw, keyval, GdkModifierType(rawValue: modifiers.rawValue)) != 0
    }
}
