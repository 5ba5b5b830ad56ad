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
