import Dispatch
import GtkTestSupport
import XCTest

@testable import Gtk

/// Swift's main queue is drained by the GLib loop.
final class MainLoopTests: GtkTestCase {
    func testTaskOnMainActorRunsDuringGtkLoop() {
        onMain {
            var ran = false
            // Scheduled from inside a GLib callback, as an app would.
            MainLoop.after(0.01) {
                Task { @MainActor in ran = true }
            }
            spin { ran }
        }
    }

    func testDispatchMainAsyncRuns() {
        onMain {
            var ran = false
            DispatchQueue.main.async { MainActor.assumeIsolated { ran = true } }
            spin { ran }
        }
    }

    func testMainActorRunFromBackgroundTask() {
        onMain {
            let box = ValueBox()
            Task.detached {
                await MainActor.run { box.value = 7 }
            }
            spin { box.value == 7 }
        }
    }

    func testTimeoutSourceCancel() {
        onMain {
            var fired = 0
            let source = TimeoutSource(milliseconds: 5, repeats: true) { fired += 1 }
            spin { fired >= 3 }
            source.cancel()
            let count = fired
            _ = MainLoop.run(timeout: 0.05) { false }
            XCTAssertEqual(fired, count, "a cancelled source never fires again")
            XCTAssertFalse(source.isActive)
        }
    }
}

@MainActor private final class ValueBox { var value = 0 }
