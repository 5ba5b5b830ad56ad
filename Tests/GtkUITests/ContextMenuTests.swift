import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

final class ContextMenuTests: GtkTestCase {
    func testTheMenuListsTheItemsAndRunsTheChosenOne() throws {
        try onMain {
            var renamed = 0
            var pinned = false
            var deleted = 0
            let pin = Binding(get: { pinned }, set: { pinned = $0 })
            let fixture = ToolbarFixture(
                Text("Row").contextMenu {
                    Button("Rename") { renamed += 1 }
                    Toggle("Pinned", isOn: pin)
                    Divider()
                    Button("Delete") { deleted += 1 }.disabled(true)
                })
            defer { fixture.close() }
            let node = try XCTUnwrap(only(ContextMenuNode.self, in: fixture.hosting))
            let label = try XCTUnwrap(node.widgets.first)
            node.open(on: label, at: Rect(x: 1, y: 1, width: 1, height: 1))
            let menu = try XCTUnwrap(node.openMenu)
            XCTAssertEqual(menu.labels, ["Rename", "Pinned", "Delete"])
            XCTAssertTrue(label.activateAction("context-menu.item-1"))
            XCTAssertEqual(renamed, 1)
            XCTAssertTrue(label.activateAction("context-menu.item-2"))
            XCTAssertTrue(pinned, "the toggle's action sets its binding")
            _ = label.activateAction("context-menu.item-3")
            XCTAssertEqual(deleted, 0, "a disabled item cannot run")
            node.closeMenu()
            XCTAssertNil(node.openMenu)
        }
    }

    func testClosingTheWindowClosesAnOpenMenuFirst() throws {
        try onMain {
            let fixture = ToolbarFixture(Text("Row").contextMenu { Button("Rename") {} })
            let node = try XCTUnwrap(only(ContextMenuNode.self, in: fixture.hosting))
            let label = try XCTUnwrap(node.widgets.first)
            node.open(on: label, at: Rect(x: 1, y: 1, width: 1, height: 1))
            XCTAssertNotNil(node.openMenu)
            fixture.close()
            spin { node.openMenu == nil }
            // Events after the window went must not reach a dangling popover
            // (a key event crashed GTK when the menu stayed attached).
            let next = ToolbarFixture(Text("Next"))
            defer { next.close() }
            settle(0.2)
        }
    }
}
