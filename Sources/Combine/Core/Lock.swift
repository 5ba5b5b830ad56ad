import Foundation

/// A non-recursive lock.
///
/// Combine's types never call out (to a subscriber, a closure) while
/// holding it, so a callback that re-enters is safe.
final class Lock: @unchecked Sendable {
    private let mutex = NSLock()

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}

extension Lock {
    /// Keeps `subscription` as the one upstream in `slot` and returns the
    /// downstream to hand it on to, both read under the lock.
    ///
    /// A second subscription, one that comes after the end (`ended`), or one
    /// that finds no downstream any more (cancelled) is cancelled, and nil
    /// returned: the single-upstream rule every operator's
    /// `receive(subscription:)` follows.
    func adopt<Downstream>(
        _ subscription: Subscription, into slot: inout Subscription?, unless ended: @autoclosure () -> Bool = false,
        handingTo downstream: @autoclosure () -> Downstream?
    ) -> Downstream? {
        let found = withLock { () -> Downstream? in
            guard slot == nil, !ended() else { return nil }
            slot = subscription
            return downstream()
        }
        if found == nil { subscription.cancel() }
        return found
    }
}
