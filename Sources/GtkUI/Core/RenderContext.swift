import Gtk
import Observation
import Synchronization

/// What a node needs from above while rendering: inherited values and the
/// window it renders into.
@MainActor
struct RenderContext {
    var environment = EnvironmentValues()
    /// The window being rendered (nil in headless tests of views).
    weak var host: WindowHost?
    let scheduler: UpdateScheduler
}
