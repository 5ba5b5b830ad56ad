import Gtk
import Observation

/// Whether the user edits a list's rows (SwiftUI's `EditMode`, iOS).
///
/// On GNOME, while a window's edit mode is active its lists show, at the
/// end of each row of a `ForEach` with `.onDelete`, a Delete button, and
/// with `.onMove` Move Up and Move Down buttons (`EditButton` toggles it).
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (iOS's swipe to delete): as `.active` on GNOME.
    case transient
    /// Editing.
    case active

    /// Whether the mode is an editing one (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

/// Each window's edit mode: what `\.editMode` is when no view set one, so
/// that an `EditButton` in the toolbar and the lists in the content share it.
@MainActor @Observable
final class WindowEditMode {
    var mode = EditMode.inactive

    @ObservationIgnored private static var byWindow: [ObjectIdentifier: WindowEditMode] = [:]

    /// The edit mode of `host`'s window (made the first time it is read).
    static func of(_ host: WindowHost) -> WindowEditMode {
        let key = ObjectIdentifier(host)
        if let existing = byWindow[key] { return existing }
        let made = WindowEditMode()
        byWindow[key] = made
        host.lifetime.onEnd { byWindow[key] = nil }
        return made
    }

    /// A binding to the edit mode of `host`'s window (environment values are read on the main actor).
    nonisolated static func binding(of host: WindowHost) -> Binding<EditMode> {
        Binding(
            get: { MainActor.assumeIsolated { of(host).mode } },
            set: { mode in MainActor.assumeIsolated { of(host).mode = mode } })
    }
}

extension EnvironmentValues {
    /// The edit mode of the views inside (SwiftUI's `\.editMode`, iOS):
    /// the one a view set with `.environment(\.editMode, $mode)`, else the window's.
    public var editMode: Binding<EditMode>? {
        get { containers.editMode ?? sceneHost.map(WindowEditMode.binding(of:)) }
        set { containers.editMode = newValue }
    }
}

/// A button that turns the edit mode on and off ("Edit" / "Done"; SwiftUI's `EditButton`).
///
/// It toggles `\.editMode`: on GNOME the lists of the same window then
/// show their rows' Delete and Move buttons (see `EditMode`).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    /// "Edit" while not editing, "Done" (GNOME's suggested style) while editing.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        if isEditing {
            Button(localized("Done")) { editMode?.wrappedValue = .inactive }
                .buttonStyle(.borderedProminent)
        } else {
            Button(localized("Edit")) { editMode?.wrappedValue = .active }
        }
    }
}
