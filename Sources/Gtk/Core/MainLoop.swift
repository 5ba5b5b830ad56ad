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
        sourceID = g_unix_fd_add(
            handle, G_IO_IN,
            { fd, _, _ in
                // Clear the eventfd, then run what the main queue holds.
                var counter: UInt64 = 0
                _ = read(fd, &counter, MemoryLayout<UInt64>.size)
                _dispatch_main_queue_callback_4CF(nil)
                return 1  // G_SOURCE_CONTINUE
            }, nil)
        // Anything queued before the bridge existed runs on the next iteration.
        DispatchQueue.main.async {}
    }

    /// Runs the main context until `condition` holds or `timeout` seconds pass.
    ///
    /// Returns whether the condition held. For tests and synchronous waits.
    @discardableResult
    public static func run(timeout: Double, until condition: () -> Bool) -> Bool {
        installDispatchBridge()
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        // A timeout source bounds each blocking iteration so the deadline is
        // honoured. It has the lowest priority: at the default priority it is
        // ready again after a slow `condition`, and an iteration dispatches
        // only the most urgent sources ready, so it would starve the frame
        // clock (GDK_PRIORITY_REDRAW) and with it every animation.
        let tick = g_timeout_add_full(G_PRIORITY_LOW, 10, { _ in 1 }, nil, nil)
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
        g_unix_signal_add_full(
            G_PRIORITY_DEFAULT, signal,
            { data in
                let body = ClosureBox<@MainActor () -> Void>.from(data)
                MainActor.assumeIsolated { body() }
                return 1  // keep handling the signal
            }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// Processes every pending event without blocking.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Calls `body` once after `seconds`, on the main loop.
    ///
    /// Returns a token that cancels it.
    @discardableResult
    public static func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) -> TimeoutSource {
        TimeoutSource(milliseconds: UInt32(max(0, seconds * 1000)), repeats: false, body)
    }
}
