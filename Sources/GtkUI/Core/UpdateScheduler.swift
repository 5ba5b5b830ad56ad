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

    /// Creates a scheduler.
    public init() {}

    func schedule(_ node: ViewNode, _ work: @escaping () -> Void) {
        pending.append((node.depth, work))
        if scheduled == nil {
            scheduled = IdleSource(priority: .beforeRedraw) { [weak self] in self?.flush() }
        }
    }

    /// Runs every pending update now.
    public func flush() {
        scheduled?.cancel()
        scheduled = nil
        while !pending.isEmpty {
            let batch = pending.sorted { $0.depth < $1.depth }
            pending.removeAll()
            for entry in batch {
                renderCount += 1
                entry.work()
            }
        }
        didFlush?()
    }
}
