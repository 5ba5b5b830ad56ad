// Change notifications of a ToolbarModel.

/// One change of a toolbar, as told to observers.
public struct ToolbarChange: Sendable, Equatable {
    /// What produced a change.
    public enum Cause: Sendable, Equatable {
        /// An operation (insert, move, remove, default set, reset, display mode, visibility).
        case edit
        case undo
        case redo
        /// An editing session opened; the layout is unchanged.
        case sessionBegan
        /// The session closed keeping its changes; the layout is unchanged.
        case sessionCommitted
        /// The session closed, restoring the layout from before it.
        case sessionCancelled

        /// Whether this closes an editing session.
        public var endsSession: Bool { self == .sessionCommitted || self == .sessionCancelled }
    }

    /// The layout before the change.
    public let old: ToolbarLayout
    /// The layout after the change.
    public let new: ToolbarLayout
    /// What produced the change.
    public let cause: Cause

    /// Creates a change description.
    public init(old: ToolbarLayout, new: ToolbarLayout, cause: Cause) {
        self.old = old
        self.new = new
        self.cause = cause
    }

    /// Item ids present before and absent after, in their old order.
    public var removedItemIDs: [String] {
        let now = Set(new.itemIDs)
        return old.itemIDs.filter { !now.contains($0) }
    }

    /// Item ids absent before and present after, in their new order.
    public var insertedItemIDs: [String] {
        let before = Set(old.itemIDs)
        return new.itemIDs.filter { !before.contains($0) }
    }
}

/// A registration of an observer; observing stops on `cancel()` or when the token is released.
public final class ToolbarObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops observing; calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { cancel() }
}
