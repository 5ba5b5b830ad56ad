/// A key that triggers a shortcut (SwiftUI's `KeyEquivalent`): a
/// character, or one of the named keys.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key produces (named keys use AppKit's codes, as in SwiftUI).
    public var character: Character

    /// A key by character.
    public init(_ character: Character) { self.character = character }
    /// A key by character literal: `.keyboardShortcut("b")`.
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace.
    public static let delete = KeyEquivalent("\u{7F}")
    /// The Delete key (forward delete).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
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
        "(": "parenleft", ")": "parenright", "<": "less", ">": "greater", ":": "colon",
    ]
}

/// Modifier keys of a shortcut (SwiftUI's `EventModifiers`). On Linux,
/// `.command` is the Control key, as GNOME applications use it.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Alt.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Control on Linux.
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

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

    /// The GTK trigger string, e.g. "<Control><Shift>z".
    var gtkTrigger: String {
        let (name, impliesShift) = key.gdkName
        var prefix = ""
        if !modifiers.isDisjoint(with: [.command, .control]) { prefix += "<Control>" }
        if modifiers.contains(.shift) || impliesShift { prefix += "<Shift>" }
        if modifiers.contains(.option) { prefix += "<Alt>" }
        return prefix + name
    }
}
