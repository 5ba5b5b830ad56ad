import Gtk
import Observation
import Synchronization

/// Batches state changes: every node invalidated during one main-loop turn
/// re-renders once, parents first, before the next frame is drawn.
///
/// A render runs in the transaction of the change that asked for it (a
/// change inside `withAnimation` animates), as the `.transaction` and
/// `.animation(_:)` modifiers above the node change it.
@MainActor
public final class UpdateScheduler {
    /// Work waiting for the next flush.
    private struct Pending {
        let depth: Int
        /// The transaction of the change that asked for it.
        let transaction: Transaction?
        /// The node it renders (nil for work after the renders).
        weak var node: ViewNode?
        let work: () -> Void
    }
    private var pending: [Pending] = []
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
        pending.append(Pending(depth: node.depth, transaction: TransactionScope.changes, node: node, work: work))
        if scheduled == nil {
            scheduled = IdleSource(priority: .beforeRedraw) { [weak self] in self?.flush() }
        }
    }

    /// Schedules `work` to run once every render pending now, and every
    /// render those schedule, is done (what preference readers do with
    /// the values the renders produced).
    func scheduleAfterRenders(_ node: ViewNode, _ work: @escaping () -> Void) {
        pending.append(Pending(depth: Self.afterRendersDepth + node.depth, transaction: nil, node: nil, work: work))
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
            // Parents first; at one depth, animated renders first, so a node
            // invalidated both with and without animation in one turn animates.
            let batch = (renders.isEmpty ? pending : renders).sorted {
                ($0.depth, $0.transaction == nil ? 1 : 0) < ($1.depth, $1.transaction == nil ? 1 : 0)
            }
            pending = renders.isEmpty ? [] : pending.filter { $0.depth >= Self.afterRendersDepth }
            for entry in batch {
                if entry.depth < Self.afterRendersDepth { renderCount += 1 }
                if let transaction = Self.transaction(of: entry) {
                    TransactionScope.rendering(in: transaction, entry.work)
                } else {
                    entry.work()
                }
            }
        }
        didFlush?()
    }

    /// The transaction `entry` renders in: its change's, as the
    /// transaction modifiers above its node change every transaction
    /// passing them (outermost first); nil for none at all.
    private static func transaction(of entry: Pending) -> Transaction? {
        var transforms: [(inout Transaction) -> Void] = []
        var node = entry.node?.parent
        while let current = node {
            if let transform = current.everyTransaction { transforms.append(transform) }
            node = current.parent
        }
        guard entry.transaction != nil || !transforms.isEmpty else { return nil }
        var transaction = entry.transaction ?? Transaction()
        for transform in transforms.reversed() { transform(&transaction) }
        return transaction
    }
}
