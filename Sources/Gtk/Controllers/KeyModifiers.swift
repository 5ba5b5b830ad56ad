import CGtk

/// Keyboard modifiers, as GDK reports them.
public struct KeyModifiers: OptionSet, Sendable {
    /// The GDK modifier mask bits.
    public let rawValue: UInt32
    /// Modifiers from a GDK modifier mask.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Shift (`GDK_SHIFT_MASK`).
    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    /// Control (`GDK_CONTROL_MASK`).
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    /// Alt (`GDK_ALT_MASK`).
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    /// The Super (Windows or logo) key (`GDK_SUPER_MASK`).
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)
    /// The modifiers that matter for shortcuts (ignores lock keys and buttons).
    public var relevant: KeyModifiers { intersection([.shift, .control, .alt, .super]) }
}
