import CGtk

/// Who may accept what a drag carries.
public enum DragPayloadScope: Sendable {
    /// Plain text: every drop target for text accepts it (text views, other apps).
    case text
    /// Private to this process: only a `DropTarget(scope: .inApp)` accepts it,
    /// so a drag that misses its target is never pasted into a text field.
    case inApp
}
