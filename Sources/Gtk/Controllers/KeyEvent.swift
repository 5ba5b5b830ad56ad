import CGtk

/// A key press as delivered by an `EventControllerKey`.
public struct KeyEvent: Sendable, Equatable {
    /// The GDK key value (see `Key`).
    public let keyval: UInt32
    /// The modifiers held.
    public let modifiers: KeyModifiers
    /// Creates a key event (for tests and synthetic dispatch).
    public init(keyval: UInt32, modifiers: KeyModifiers) {
        self.keyval = keyval
        self.modifiers = modifiers
    }
}
