import Gtk

/// A key that triggers a shortcut (SwiftUI's `KeyEquivalent`): a
/// character, or one of the named keys.
///
/// On GTK a key equivalent becomes a GDK key name in an accelerator: a
/// letter or digit as itself, punctuation by its GDK name ("@" is "at",
/// "{" is "braceleft"), the named keys and AppKit's function-key
/// characters (U+F704 F1 … U+F70F F12) by their GDK names.
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
        if character.isASCII && (character.isLetter || character.isNumber) { return (String(character), false) }
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            let name = Accelerator.keyName(typing: scalar)
        {
            return (name, false)
        }
        return (String(character), false)
    }

    private static let names: [Character: String] = namedKeys.merging(punctuation) { named, _ in named }

    /// The named keys, by the characters AppKit gives them.
    private static let namedKeys: [Character: String] = {
        var names: [Character: String] = [
            "\r": "Return", "\u{3}": "KP_Enter", "\u{1B}": "Escape", "\u{7F}": "BackSpace", "\u{F728}": "Delete",
            " ": "space", "\t": "Tab", "\u{F700}": "Up", "\u{F701}": "Down", "\u{F702}": "Left", "\u{F703}": "Right",
            "\u{F727}": "Insert", "\u{F729}": "Home", "\u{F72B}": "End", "\u{F72C}": "Page_Up", "\u{F72D}": "Page_Down",
            "\u{F739}": "Clear", "\u{F746}": "Help"
        ]
        // AppKit's NSF1FunctionKey (U+F704) through NSF12FunctionKey.
        for number in 1...12 {
            if let scalar = Unicode.Scalar(0xF703 + number) { names[Character(scalar)] = "F\(number)" }
        }
        return names
    }()

    /// Every ASCII punctuation character by its GDK key name.
    private static let punctuation: [Character: String] = [
        "!": "exclam", "\"": "quotedbl", "#": "numbersign", "$": "dollar", "%": "percent", "&": "ampersand",
        "'": "apostrophe", "(": "parenleft", ")": "parenright", "*": "asterisk", "+": "plus", ",": "comma",
        "-": "minus", ".": "period", "/": "slash", ":": "colon", ";": "semicolon", "<": "less", "=": "equal",
        ">": "greater", "?": "question", "@": "at", "[": "bracketleft", "\\": "backslash", "]": "bracketright",
        "^": "asciicircum", "_": "underscore", "`": "grave", "{": "braceleft", "|": "bar", "}": "braceright",
        "~": "asciitilde"
    ]
}
