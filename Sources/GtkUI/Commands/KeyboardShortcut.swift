/// A key with modifiers (SwiftUI's `KeyboardShortcut`).
public struct KeyboardShortcut: Sendable, Hashable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers` (⌘ by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a window or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The GTK trigger string, e.g.
    ///
    /// "<Control><Shift>z".
    var gtkTrigger: String {
        let (name, impliesShift) = key.gdkName
        var prefix = ""
        if !modifiers.isDisjoint(with: [.command, .control]) { prefix += "<Control>" }
        if modifiers.contains(.shift) || impliesShift { prefix += "<Shift>" }
        if modifiers.contains(.option) { prefix += "<Alt>" }
        return prefix + name
    }
}
