import Observation

/// Whether a window is still open, as an observable value that every view
/// node of the window reads while it tracks `@Observable` state.
///
/// Swift's observation drops a tracking registration only when a property
/// it read changes. A closed window's nodes would otherwise leave their
/// registrations on models that outlive the window (such as a document
/// shared by every window) until those models change, which may be never:
/// memory that grew with every window opened and closed. Ending the
/// lifetime changes a property each of those registrations read, so all of
/// them are dropped at once when the window closes.
@MainActor @Observable
final class WindowLifetime {
    /// False once the window was closed.
    private(set) var isOpen = true

    /// What runs when the window closes.
    @ObservationIgnored private var endActions: [@MainActor () -> Void] = []

    /// Marks the window closed, releasing its nodes' observation
    /// registrations, and runs the actions registered with `onEnd`.
    func end() {
        guard isOpen else { return }
        isOpen = false
        let actions = endActions
        endActions = []
        for action in actions { action() }
    }

    /// Runs `action` when the window closes (at once if it is closed).
    func onEnd(_ action: @escaping @MainActor () -> Void) {
        if isOpen { endActions.append(action) } else { action() }
    }
}
