import CGtk

/// Keyboard modifiers, as GDK reports them.
public struct KeyModifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)
    /// The modifiers that matter for shortcuts (ignores lock keys and buttons).
    public var relevant: KeyModifiers { intersection([.shift, .control, .alt, .super]) }
}
