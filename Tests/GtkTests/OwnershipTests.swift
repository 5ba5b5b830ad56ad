import XCTest
import GtkTestSupport
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
            let before = box.children[0].referenceCount
            do {
                let borrowed = box.children[0]
                XCTAssertEqual(borrowed.referenceCount, before + 0, "each borrowed wrapper holds one reference while it lives")
            }
            XCTAssertEqual(box.children[0].referenceCount, before, "and gives it back when released")
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
