import GtkTestSupport
import XCTest

@testable import Gtk

/// Ownership at wrap time: borrowed, full and floating references, and
/// finalization exactly when the last owner lets go.
final class OwnershipTests: GtkTestCase {
    func testFloatingWidgetIsSunkOnWrap() {
        onMain {
            let label = Label("hello")
            XCTAssertFalse(label.isFloating, "wrapping a new widget must sink its floating reference")
            XCTAssertEqual(label.referenceCount, 1, "the wrapper owns exactly one reference")
        }
    }

    func testLastSwiftOwnerFinalizesTheObject() {
        onMain {
            var finalized = 0
            do {
                let label = Label("bye")
                label.onFinalize { finalized += 1 }
                XCTAssertEqual(finalized, 0)
            }
            XCTAssertEqual(finalized, 1, "dropping the only wrapper must finalize the widget exactly once")
        }
    }

    func testContainerKeepsChildAliveUntilItLetsGo() {
        onMain {
            var finalized = 0
            let box = Box(.horizontal)
            do {
                let label = Label("child")
                label.onFinalize { finalized += 1 }
                box.append(label)
                XCTAssertEqual(label.referenceCount, 2, "the box and the wrapper each own one reference")
            }
            XCTAssertEqual(finalized, 0, "the box still owns the child")
            let child = box.children[0]
            box.remove(child)
            XCTAssertEqual(finalized, 0, "the borrowed wrapper from `children` still owns it")
            _ = consume child
            XCTAssertEqual(finalized, 1, "the last owner let go: finalized exactly once")
        }
    }

    func testBorrowedWrapperTakesItsOwnReference() {
        onMain {
            let box = Box(.vertical)
            box.append(Label("a"))
            // The label's only other owner is the box (its own wrapper is gone).
            let first = box.children[0]
            XCTAssertEqual(first.referenceCount, 2, "the box's reference plus the borrowed wrapper's own")
            do {
                let second = box.children[0]
                XCTAssertEqual(second.referenceCount, 3, "each borrowed wrapper holds one reference while it lives")
            }
            XCTAssertEqual(first.referenceCount, 2, "and gives it back when released")
        }
    }

    func testWrappingAWindowAgainDoesNotTrackItTwice() {
        onMain {
            let window = Window()
            let tracked = WindowTracker.shared.trackedCount
            for _ in 0..<3 { _ = Window(borrowing: window.window) }
            XCTAssertEqual(WindowTracker.shared.trackedCount, tracked, "a window is tracked once, however often it is wrapped")
            window.destroy()
        }
    }

    func testReadingTheActiveWindowDoesNotTrackItAgain() {
        onMain {
            let application = Application(id: "org.gtkui.GtkTests.ActiveWindow\(ProcessInfo.processInfo.processIdentifier)")
            XCTAssertTrue(application.register(), "the test needs a session bus (run it under meson-helpers/with-display)")
            let window = ApplicationWindow(application: application)
            let tracked = WindowTracker.shared.trackedCount
            for _ in 0..<5 {
                XCTAssertEqual(application.activeWindow?.objectID, window.objectID)
            }
            XCTAssertEqual(
                WindowTracker.shared.trackedCount, tracked,
                "each read of activeWindow wraps the window again without tracking it again")
            var destroyed = 0
            window.onDestroyed { destroyed += 1 }
            window.destroy()
            spin { destroyed == 1 }
            XCTAssertEqual(WindowTracker.shared.trackedCount, tracked - 1, "the one entry goes with the window")
        }
    }

    func testFullTransferIsAdoptedWithoutExtraReference() {
        onMain {
            var finalized = false
            do {
                let menu = Menu()
                XCTAssertEqual(menu.referenceCount, 1, "a transfer-full object is adopted, not referenced again")
                menu.onFinalize { finalized = true }
            }
            XCTAssertTrue(finalized)
        }
    }

    func testControllerOwnedByWidgetAfterAdd() {
        onMain {
            var finalized = false
            let button = Button(label: "x")
            do {
                let gesture = GestureClick(button: 3)
                gesture.onFinalize { finalized = true }
                button.addController(gesture)
            }
            XCTAssertFalse(finalized, "the widget owns the controller it was given")
            _ = consume button
            XCTAssertTrue(finalized, "finalizing the widget finalizes its controllers")
        }
    }
}
