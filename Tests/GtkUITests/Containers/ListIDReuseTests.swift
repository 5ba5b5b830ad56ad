import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Pair: Identifiable {
    var id: Int
    var other: Int
    var title: String
}

/// An element whose id lives in an object (and can change in place).
private final class Tracked: Identifiable {
    var id: Int
    init(id: Int) { self.id = id }
}

@MainActor
private func sameStorage(_ first: [AnyHashable], _ second: [AnyHashable]) -> Bool {
    first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
}

/// A list of an array reuses the ids of the elements that did not change
/// (`ListIDCache`); these tests change the array in the ways that must not
/// reuse them, and in the one way that may.
final class ListIDReuseTests: GtkTestCase {
    func testChangingOneElementsTextKeepsTheIDsAndShowsTheText() throws {
        try onMain {
            var pairs = (0..<1_000).map { Pair(id: $0, other: 0, title: "Row \($0)") }
            var selection: Int? = 4
            let binding = Binding(get: { selection }, set: { selection = $0 })
            let fixture = ToolbarFixture(List(pairs, selection: binding) { Text($0.title) }.frame(height: 300))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            let before = node.rows.ids
            pairs[2].title = "Changed"
            fixture.hosting.update(List(pairs, selection: binding) { Text($0.title) }.frame(height: 300))
            fixture.settle()
            XCTAssertTrue(sameStorage(before, node.rows.ids), "no id changed: the ids are reused")
            XCTAssertEqual(Array(shownRows(node).prefix(4)), ["Row 0", "Row 1", "Changed", "Row 3"])
            XCTAssertEqual(node.listView.rowCount, 1_000)
            XCTAssertEqual(node.listView.selectedPositions, [4])
            // The same ids, another selection: the binding's new value is found.
            selection = 7
            fixture.hosting.update(List(pairs, selection: binding) { Text($0.title) }.frame(height: 300))
            XCTAssertTrue(sameStorage(before, node.rows.ids))
            XCTAssertEqual(node.listView.selectedPositions, [7])
            selection = nil
            fixture.hosting.update(List(pairs, selection: binding) { Text($0.title) }.frame(height: 300))
            XCTAssertEqual(node.listView.selectedPositions, [])
        }
    }

    func testSwappedElementsMoveTheirRowsAndTheSelection() throws {
        try onMain {
            var pairs = (0..<50).map { Pair(id: $0, other: 0, title: "Row \($0)") }
            var selection: Int? = 1
            let binding = Binding(get: { selection }, set: { selection = $0 })
            let fixture = ToolbarFixture(List(pairs, selection: binding) { Text($0.title) })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            pairs.swapAt(1, 2)
            fixture.hosting.update(List(pairs, selection: binding) { Text($0.title) })
            fixture.settle()
            XCTAssertEqual(Array(node.rows.ids.prefix(4)), [0, 2, 1, 3])
            XCTAssertEqual(Array(shownRows(node).prefix(4)), ["Row 0", "Row 2", "Row 1", "Row 3"])
            XCTAssertEqual(node.listView.selectedPositions, [2], "the selected id moved to row 2")
        }
    }

    func testAnElementReplacedByAnotherIDIsANewRow() throws {
        try onMain {
            var pairs = (0..<50).map { Pair(id: $0, other: 0, title: "Row \($0)") }
            let fixture = ToolbarFixture(List(pairs) { Text($0.title) })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            pairs[3] = Pair(id: 999, other: 0, title: "New")
            fixture.hosting.update(List(pairs) { Text($0.title) })
            fixture.settle()
            XCTAssertEqual(node.rows.ids[3], 999)
            XCTAssertEqual(shownRows(node)[3], "New")
        }
    }

    func testAnotherKeyPathReadsTheIDsAgain() throws {
        try onMain {
            let pairs = (0..<20).map { Pair(id: $0, other: 100 + $0, title: "Row \($0)") }
            let fixture = ToolbarFixture(List { ForEach(pairs, id: \.id) { Text($0.title) } })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            // The same array (the same bytes) with ids read from another property.
            fixture.hosting.update(List { ForEach(pairs, id: \.other) { Text($0.title) } })
            XCTAssertEqual(Array(node.rows.ids.prefix(2)), [100, 101])
        }
    }

    func testAnObjectsIDChangedInPlaceIsSeen() throws {
        try onMain {
            let items = (0..<20).map { Tracked(id: $0) }
            let fixture = ToolbarFixture(List(items) { Text("Item \($0.id)") })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            items[5].id = 500  // the same array, the same object: only its id changed
            fixture.hosting.update(List(items) { Text("Item \($0.id)") })
            fixture.settle()
            XCTAssertEqual(node.rows.ids[5], 500)
            XCTAssertEqual(shownRows(node)[5], "Item 500")
        }
    }
}
