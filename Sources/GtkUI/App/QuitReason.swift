import Gtk

/// Why the app is about to quit (GtkUI extension; see
/// `App.applicationShouldTerminate(_:reply:)`).
public enum QuitReason: Sendable, Equatable {
    /// Quit, or the last window closing: the app may ask the user first.
    case userRequest
    /// A logout or `kill` (SIGTERM, SIGINT, SIGHUP): nobody can be asked,
    /// the app ends whatever the reply.
    case signal
}
