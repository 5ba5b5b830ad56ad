import CGtk
import Dispatch
import FoundationEssentials

/// A GLib timeout source running a Swift closure; cancel stops it.
@MainActor
public final class TimeoutSource {
    private var id: guint = 0
    private let repeats: Bool
    private let body: @MainActor () -> Void

    /// Schedules `body` every (or once after) `milliseconds`.
    public init(milliseconds: UInt32, repeats: Bool, _ body: @escaping @MainActor () -> Void) {
        self.repeats = repeats
        self.body = body
        let box = Unmanaged.passRetained(self).toOpaque()
        id = g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds,
            { data in
                let source = Unmanaged<TimeoutSource>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { source.fire() } ? 1 : 0
            }, box,
            { data in
                Unmanaged<TimeoutSource>.fromOpaque(data!).release()
            })
    }

    private func fire() -> Bool {
        if !repeats { id = 0 }
        body()
        return repeats && id != 0
    }

    /// Whether the source is still scheduled.
    public var isActive: Bool { id != 0 }

    /// Stops the source; the closure is released.
    public func cancel() {
        guard id != 0 else { return }
        let current = id
        id = 0
        g_source_remove(current)
    }
}
