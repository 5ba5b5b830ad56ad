import CGtk
import Dispatch
import FoundationEssentials

/// The bridge between GLib's main loop and Swift's main queue.
///
/// GLib owns the main thread while a GTK app runs, so nothing would ever
/// drain libdispatch's main queue: `Task { @MainActor in … }`,
/// `MainActor.run` and `DispatchQueue.main.async` would never run. Installing
/// the bridge adds a GLib source on the main queue's wake-up handle (an
/// eventfd on Linux) that drains the queue whenever it is poked.
@MainActor
public enum MainLoop {
    private static var sourceID: guint = 0

    /// Installs the main-queue bridge once; later calls do nothing.
    public static func installDispatchBridge() {
        guard sourceID == 0 else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(handle, G_IO_IN, { fd, _, _ in
            // Clear the eventfd, then run what the main queue holds.
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1 // G_SOURCE_CONTINUE
        }, nil)
        // Anything queued before the bridge existed runs on the next iteration.
        DispatchQueue.main.async {}
    }

    /// Runs one iteration of the default main context.
    @discardableResult
    public static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Runs the main context until `condition` holds or `timeout` seconds pass.
    /// Returns whether the condition held. For tests and synchronous waits.
    @discardableResult
    public static func run(timeout: Double, until condition: () -> Bool) -> Bool {
        installDispatchBridge()
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        // A timeout source bounds each blocking iteration so the deadline is honoured.
        let tick = g_timeout_add(10, { _ in 1 }, nil)
        defer { g_source_remove(tick) }
        while !condition() {
            if g_get_monotonic_time() >= deadline { return condition() }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Calls `body` on the main loop whenever the process receives `signal`
    /// (SIGTERM, SIGINT, SIGHUP), instead of the default of dying at once.
    public static func onUnixSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(ClosureBox<@MainActor () -> Void>(body) as AnyObject).toOpaque()
        g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { data in
            let body = ClosureBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { body() }
            return 1 // keep handling the signal
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// Processes every pending event without blocking.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Calls `body` once after `seconds`, on the main loop. Returns a token
    /// that cancels it.
    @discardableResult
    public static func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) -> TimeoutSource {
        TimeoutSource(milliseconds: UInt32(max(0, seconds * 1000)), repeats: false, body)
    }
}

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
        id = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let source = Unmanaged<TimeoutSource>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { source.fire() } ? 1 : 0
        }, box, { data in
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
        id = g_idle_add_full(priority.value, { data in
            let source = Unmanaged<IdleSource>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                source.id = 0
                source.body()
            }
            return 0
        }, box, { data in
            Unmanaged<IdleSource>.fromOpaque(data!).release()
        })
    }

    /// Whether the source has yet to run.
    public var isPending: Bool { id != 0 }

    /// Cancels the source if it has not run.
    public func cancel() {
        guard id != 0 else { return }
        let current = id
        id = 0
        g_source_remove(current)
    }
}
