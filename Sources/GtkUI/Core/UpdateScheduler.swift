import Gtk
import Observation
import Synchronization

/// Batches state changes: every node invalidated during one main-loop turn
/// re-renders once, parents first, before the next frame is drawn.
@MainActor
public final class UpdateScheduler {
    private var pending: [(depth: Int, work: () -> Void)] = []
    private var scheduled: IdleSource?
    /// Called after each flush (the menu bar re-evaluates commands).
    var didFlush: (() -> Void)?
    /// Renders performed so far (for tests and benchmarks).
    public private(set) var renderCount = 0
    /// Flushes so far (preference readers count their actions per flush).
    private(set) var flushCount = 0

    /// Creates a scheduler.
    public init() {}

    func schedule(_ node: ViewNode, _ work: @escaping () -> Void) {
        pending.append((node.depth, work))
        if scheduled == nil {
            scheduled = IdleSource(priority: .beforeRedraw) { [weak self] in self?.flush() }
        }
    }

    /// Schedules `work` to run once every render pending now, and every
    /// render those schedule, is done (what preference readers do with
    /// the values the renders produced).
    func scheduleAfterRenders(_ node: ViewNode, _ work: @escaping () -> Void) {
        pending.append((Self.afterRendersDepth + node.depth, work))
        if scheduled == nil {
            scheduled = IdleSource(priority: .beforeRedraw) { [weak self] in self?.flush() }
        }
    }

    /// Where after-render work sorts: after any render (deeper nodes first
    /// would not matter; parents first, as renders).
    private static let afterRendersDepth = 1 << 40

    /// Runs every pending update now: renders first, parents before
    /// children, then the work waiting for the renders.
    public func flush() {
        scheduled?.cancel()
        scheduled = nil
        flushCount += 1
        while !pending.isEmpty {
            let renders = pending.filter { $0.depth < Self.afterRendersDepth }
            let batch = (renders.isEmpty ? pending : renders).sorted { $0.depth < $1.depth }
            pending = renders.isEmpty ? [] : pending.filter { $0.depth >= Self.afterRendersDepth }
            for entry in batch {
                if entry.depth < Self.afterRendersDepth { renderCount += 1 }
                entry.work()
            }
        }
        didFlush?()
    }
}
