/// A cancellable that cancels when it is released (Combine's `AnyCancellable`).
///
/// Keep it (in a property or with `store(in:)`) for as long as the
/// subscription should live.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = Lock()
    private var cancelAction: (() -> Void)?

    /// Calls `cancel` when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    /// Cancels `canceller` when cancelled or released.
    public init<C: Cancellable>(_ canceller: C) {
        if let other = canceller as? AnyCancellable {
            cancelAction = { other.cancel() }
        } else {
            cancelAction = canceller.cancel
        }
    }

    deinit { cancel() }

    /// Runs the cancel action once.
    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Whether both are the same cancellable (identity, not equal actions).
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Hashes the cancellable's identity, so a set holds each one once.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
