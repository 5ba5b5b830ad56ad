import CGtk
import Synchronization

/// Counts the Swift closures GLib currently holds for signal handlers.
///
/// Every connected closure increments it; the destroy notify that GLib calls
/// when the handler is disconnected or its instance finalized decrements it.
/// Tests use it to prove closures are neither leaked nor freed early.
public enum SignalClosures {
    static let counter = Atomic<Int>(0)
    /// The number of signal closures currently alive.
    public static var liveCount: Int { counter.load(ordering: .relaxed) }
}

/// A retained Swift closure handed to GLib as `user_data`.
final class ClosureBox<Body> {
    let body: Body
    init(_ body: Body) {
        self.body = body
        SignalClosures.counter.add(1, ordering: .relaxed)
    }
    deinit { SignalClosures.counter.subtract(1, ordering: .relaxed) }

    static func from(_ data: UnsafeMutableRawPointer?) -> Body {
        Unmanaged<ClosureBox<Body>>.fromOpaque(data!).takeUnretainedValue().body
    }
}
