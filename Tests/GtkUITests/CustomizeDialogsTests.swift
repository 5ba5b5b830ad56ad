import Gtk
import GtkTestSupport
import ToolbarKit
import XCTest

@testable import GtkUI

/// The app's open Customize Toolbar dialogs: one per toolbar id, forgotten
/// when it finishes, so the next request opens a fresh editing session.
final class CustomizeDialogsTests: GtkTestCase {
    func testOneDialogPerToolbarUntilItFinishes() {
        onMain {
            let fixture = ToolbarFixture(CustomizeDialogTestView())
            defer { fixture.close() }
            let dialogs = CustomizeDialogs()
            XCTAssertNil(dialogs.dialog(for: fixture.renderer.id))

            dialogs.present(for: fixture.host)
            fixture.settle()
            guard let first = dialogs.dialog(for: fixture.renderer.id) else { return XCTFail("no dialog opened") }
            XCTAssertTrue(first.window.isVisible)
            XCTAssertTrue(fixture.model.isEditing)

            dialogs.present(for: fixture.host)
            fixture.settle()
            XCTAssertTrue(dialogs.dialog(for: fixture.renderer.id) === first, "asking again presents the open dialog")

            first.finish(commit: false)
            fixture.settle()
            XCTAssertNil(dialogs.dialog(for: fixture.renderer.id), "a finished dialog is forgotten")
            XCTAssertFalse(fixture.model.isEditing)

            dialogs.present(for: fixture.host)
            fixture.settle()
            guard let second = dialogs.dialog(for: fixture.renderer.id) else { return XCTFail("no second dialog") }
            XCTAssertFalse(second === first)
            XCTAssertTrue(fixture.model.isEditing, "a new editing session")
            second.finish(commit: false)
        }
    }
}
