/// A key that triggers a shortcut (SwiftUI's `KeyEquivalent`): a
/// character, or one of the named keys.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key produces (named keys use AppKit's codes, as in SwiftUI).
    public var character: Character

    /// A key by character.
    public init(_ character: Character) { self.character = character }
    /// A key by character literal: `.keyboardShortcut("b")`.
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    /// The Return key (GDK's `Return`).
    public static let `return` = KeyEquivalent("\r")
    /// The Escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace.
    public static let delete = KeyEquivalent("\u{7F}")
    /// The Delete key (forward delete).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The Tab key.
    public static let tab = KeyEquivalent("\t")
    /// The Up arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The Down arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The Left arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The Right arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The Home key.
    public static let home = KeyEquivalent("\u{F729}")
    /// The End key.
    public static let end = KeyEquivalent("\u{F72B}")
    /// The Page Up key.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// The Page Down key.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// The Clear key (GDK's `Clear`, found on some keypads).
    public static let clear = KeyEquivalent("\u{F739}")

    /// The GDK key name ("b", "Return", "comma"), and whether the
    /// character implies Shift (an uppercase letter).
    var gdkName: (name: String, shift: Bool) {
        if let name = KeyEquivalent.names[character] { return (name, false) }
        if character.isLetter, character.isUppercase { return (character.lowercased(), true) }
        return (String(character), false)
    }

    private static let names: [Character: String] = [
        "\r": "Return", "\u{1B}": "Escape", "\u{7F}": "BackSpace", "\u{F728}": "Delete", " ": "space",
        "\t": "Tab", "\u{F700}": "Up", "\u{F701}": "Down", "\u{F702}": "Left", "\u{F703}": "Right",
        "\u{F729}": "Home", "\u{F72B}": "End", "\u{F72C}": "Page_Up", "\u{F72D}": "Page_Down", "\u{F739}": "Clear",
        ",": "comma", ".": "period", "/": "slash", "\\": "backslash", ";": "semicolon", "'": "apostrophe",
        "[": "bracketleft", "]": "bracketright", "-": "minus", "=": "equal", "+": "plus", "`": "grave",
        "?": "question", "!": "exclam", "*": "asterisk", "#": "numbersign", "&": "ampersand",
        "(": "parenleft", ")": "parenright", "<": "less", ">": "greater", ":": "colon"
    ]
}
