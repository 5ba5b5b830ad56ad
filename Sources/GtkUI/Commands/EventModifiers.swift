/// Modifier keys of a shortcut (SwiftUI's `EventModifiers`).
///
/// On Linux, `.command` is the Control key, as GNOME applications use it.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// The modifiers as bits, one per modifier.
    public let rawValue: Int
    /// A set of modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock (ignored in GTK accelerators: a shortcut with it works whatever the lock's state).
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control (the same key as `.command` on Linux).
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Alt.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Control on Linux.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A keypad key (ignored in GTK accelerators).
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Fn key (ignored in GTK accelerators: the keyboard handles Fn itself).
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
