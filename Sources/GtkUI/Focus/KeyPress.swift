import Foundation
import Gtk

/// A key press a view handles with `.onKeyPress` (SwiftUI's `KeyPress`).
public struct KeyPress: Sendable {
    /// The phase of the press: down (or repeat) when pressed, up when released.
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key types ("A" with Shift), empty for keys that type none.
    public let characters: String
    /// The modifier keys held (Control is `.command`, as GtkUI's shortcuts read it).
    public let modifiers: EventModifiers

    /// Whether a key press was handled (`.handled` stops it there).
    public enum Result: Sendable {
        /// Handled: no other view sees the key.
        case handled
        /// Not handled: the key goes on to the views around (and GTK's own handling).
        case ignored
    }

    /// The phases a handler hears (SwiftUI's `KeyPress.Phases`).
    public struct Phases: OptionSet, Sendable {
        /// The bits of the set.
        public let rawValue: Int
        /// Phases from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeats while held (GTK reports repeats as presses: heard with `.down`).
        public static let `repeat` = Phases(rawValue: 2)
        /// The key was released.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The press GTK reported as `event`, in `phase`.
    init(_ event: KeyEvent, phase: Phases) {
        self.phase = phase
        characters = event.character.map { String($0) } ?? ""
        key = KeyPress.keyEquivalent(of: event)
        var modifiers: EventModifiers = []
        if event.modifiers.contains(.shift) { modifiers.insert(.shift) }
        if event.modifiers.contains(.control) { modifiers.insert(.command) }
        if event.modifiers.contains(.alt) { modifiers.insert(.option) }
        self.modifiers = modifiers
    }

    /// The SwiftUI key of a GDK key: named keys by AppKit's codes, others by their lowercase character.
    static func keyEquivalent(of event: KeyEvent) -> KeyEquivalent {
        if let name = event.name, let named = namedKeys[name] { return named }
        if let character = event.character { return KeyEquivalent(Character(character.lowercased())) }
        return KeyEquivalent(Character(Unicode.Scalar(UInt8(0))))
    }

    private static let namedKeys: [String: KeyEquivalent] = [
        "Return": .return, "KP_Enter": .return, "Escape": .escape, "BackSpace": .delete, "Delete": .deleteForward,
        "KP_Delete": .deleteForward, "space": .space, "Tab": .tab, "ISO_Left_Tab": .tab, "Up": .upArrow,
        "Down": .downArrow, "Left": .leftArrow, "Right": .rightArrow, "Home": .home, "End": .end,
        "Page_Up": .pageUp, "Page_Down": .pageDown, "Clear": .clear
    ]
}
