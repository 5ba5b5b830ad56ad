import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `OrderedChildren`: a container's children kept equal to a desired list,
/// also when GTK's handling of one change asks for another.
final class OrderedChildrenTests: GtkTestCase {
    func testASyncAskedForWhileAChildIsBeingRemovedWaitsForItAndThenApplies() throws {
        try onMain {
            let window = Gtk::Window()
            defer { window.destroy() }
            let children = BoxChildren(Box(.vertical))
            window.setChild(children.box)
            let (first, second, third) = (LabelWidget("first"), LabelWidget("second"), LabelWidget("third"))
            children.sync([first, second, third])
            window.present()
            spin { second.isMapped }
            // Unparenting `second` unmaps it; the handler renders again, as a
            // view whose state a crossing or focus change touched would.
            var nested = 0
            let handler = second.onUnmap {
                nested += 1
                children.sync([third])
            }
            defer { handler.disconnect() }
            children.sync([first, third])
            XCTAssertEqual(nested, 1, "the nested sync was asked for while second was being removed")
            XCTAssertEqual(children.placed.map(\.objectID), [third.objectID], "and applied after")
            XCTAssertEqual(children.box.children.map(\.objectID), [third.objectID])
            XCTAssertNil(second.parent)
            XCTAssertNil(first.parent)
        }
    }
}
