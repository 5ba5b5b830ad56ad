import CGtk
import Dispatch
import FoundationEssentials

/// A GLib idle source running a Swift closure once; cancel stops it.
@MainActor
public final class IdleSource {
    /// When an idle source runs relative to GTK's own work.
    public enum Priority: Sendable {
        /// Before GTK lays out and draws the next frame.
        case beforeRedraw
        /// After pending redraws (ordinary idle).
        case low
        var value: gint {
            switch self {
            case .beforeRedraw: return G_PRIORITY_HIGH_IDLE + 10
            case .low: return G_PRIORITY_DEFAULT_IDLE
            }
        }
    }
    private var id: guint = 0
    private let body: @MainActor () -> Void

    /// Schedules `body` to run once when the loop is idle at `priority`.
    public init(priority: Priority = .low, _ body: @escaping @MainActor () -> Void) {
        self.body = body
        let box = Unmanaged.passRetained(self).toOpaque()
        id = g_idle_add_full(
            priority.value,
            { data in
                let source = Unmanaged<IdleSource>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated {
                    source.id = 0
                    source.body()
                }
                return 0
            }, box,
            { data in
                Unmanaged<IdleSource>.fromOpaque(data!).release()
            })
    }

    /// Cancels the source if it has not run.
    public func cancel() {
        guard id != 0 else { return }
        let current = id
        id = 0
        g_source_remove(current)
    }
}
