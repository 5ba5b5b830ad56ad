import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Rows a test reorders, and the moves `.onMove` received.
@MainActor
private final class Shelf {
    var names = ["Alpha", "Beta", "Gamma", "Delta"]
    var others = ["One", "Two"]
    var moves: [(IndexSet, Int)] = []
    var selection: Set<String> = []
    var binding: Binding<Set<String>> { Binding(get: { self.selection }, set: { self.selection = $0 }) }
}

@MainActor
private func hostsByPosition(_ node: ListViewNode) -> [Int: ListRowHost] {
    var found: [Int: ListRowHost] = [:]
    for item in node.listView.items {
        if let position = item.position, let host = node.rowHost(of: item) { found[position] = host }
    }
    return found
}

/// The texts of the rows GTK shows, in row order.
@MainActor
private func rowTexts(_ node: ListViewNode) -> [String] {
    hostsByPosition(node).sorted { $0.key < $1.key }.map { _, host in
        descendants(host.box).filter { $0.typeName == "GtkLabel" && $0.isVisible }
            .compactMap { $0.property("label")?.string }.joined(separator: " ")
    }
}

/// Drag-to-reorder of `ForEach` rows with `.onMove` (the drag source's
/// payload and the drop target's handling, as the row controllers call them).
final class ListReorderTests: GtkTestCase {
    func testDroppingARowBeforeOrAfterAnotherCallsOnMoveWithSwiftUIsOffsets() throws {
        try onMain {
            let shelf = Shelf()
            @MainActor func view() -> some View {
                List {
                    ForEach(shelf.names, id: \.self) { Text($0) }
                        .onMove { offsets, destination in
                            shelf.moves.append((offsets, destination))
                            shelf.names.move(fromOffsets: offsets, toOffset: destination)
                        }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            var rows = hostsByPosition(node)
            XCTAssertTrue(rows.values.allSatisfy(\.acceptsRowDrags), "each movable row has a drag source and a drop target")
            // Where the list's drop target puts a drop: the row under the point, its upper or lower half.
            let gamma = try XCTUnwrap(node.listView.items.first { $0.position == 2 }?.child?.parent)
            let bounds = try XCTUnwrap(gamma.bounds(relativeTo: node.listView))
            let upper = try XCTUnwrap(node.dropPlace(at: bounds.x + 10, bounds.y + 1), "the row's margin takes drops too")
            XCTAssertTrue(upper.host === rows[2] && upper.before)
            let lower = try XCTUnwrap(node.dropPlace(at: bounds.x + 10, bounds.y + bounds.height - 2))
            XCTAssertTrue(lower.host === rows[2] && !lower.before)
            let beta = try XCTUnwrap(node.dragPayload(for: try XCTUnwrap(rows[1])))
            XCTAssertEqual(beta.offsets, IndexSet(integer: 1))
            XCTAssertEqual(ListRowDragPayload(encoded: beta.encoded), beta, "the payload survives GTK's text")
            // Beta dropped on Delta's lower half: after Delta.
            XCTAssertTrue(node.drop(beta, onto: try XCTUnwrap(rows[3]), before: false))
            XCTAssertEqual(shelf.moves.last?.0, IndexSet(integer: 1))
            XCTAssertEqual(shelf.moves.last?.1, 4)
            fixture.hosting.update(view())
            fixture.settle()
            XCTAssertEqual(rowTexts(node), ["Alpha", "Gamma", "Delta", "Beta"], "the list shows the new order")
            rows = hostsByPosition(node)
            // Delta (now at 2) dropped on Alpha's upper half: first.
            let delta = try XCTUnwrap(node.dragPayload(for: try XCTUnwrap(rows[2])))
            XCTAssertTrue(node.drop(delta, onto: try XCTUnwrap(rows[0]), before: true))
            XCTAssertEqual(shelf.moves.last?.1, 0)
            fixture.hosting.update(view())
            fixture.settle()
            XCTAssertEqual(rowTexts(node), ["Delta", "Alpha", "Gamma", "Beta"])
            rows = hostsByPosition(node)
            let count = shelf.moves.count
            let alpha = try XCTUnwrap(node.dragPayload(for: try XCTUnwrap(rows[1])))
            XCTAssertTrue(node.drop(alpha, onto: try XCTUnwrap(rows[1]), before: true), "onto itself: taken")
            XCTAssertTrue(node.drop(alpha, onto: try XCTUnwrap(rows[2]), before: true), "just before its next row: taken")
            XCTAssertEqual(shelf.moves.count, count, "a drop that changes nothing calls no onMove")
        }
    }

    func testADraggedSelectedRowTakesTheSelectedRowsAlong() throws {
        try onMain {
            let shelf = Shelf()
            let fixture = ToolbarFixture(
                List(selection: shelf.binding) {
                    ForEach(shelf.names, id: \.self) { Text($0).moveDisabled($0 == "Gamma") }
                        .onMove { shelf.moves.append(($0, $1)) }
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertFalse(node.listView.enablesRubberband, "rows that drag: no rubber band")
            let rows = hostsByPosition(node)
            node.listView.setSelectedPositions([0, 1, 2])
            let payload = try XCTUnwrap(node.dragPayload(for: try XCTUnwrap(rows[1])))
            XCTAssertEqual(payload.offsets, IndexSet([0, 1]), "the selected rows, less the one that cannot move")
            XCTAssertNil(node.dragPayload(for: try XCTUnwrap(rows[2])), ".moveDisabled: no drag")
            XCTAssertEqual(
                node.dragPayload(for: try XCTUnwrap(rows[3]))?.offsets, IndexSet(integer: 3),
                "an unselected row moves alone")
            XCTAssertTrue(node.drop(payload, onto: try XCTUnwrap(rows[3]), before: false))
            XCTAssertEqual(shelf.moves.last?.0, IndexSet([0, 1]))
            XCTAssertEqual(shelf.moves.last?.1, 4)
        }
    }

    func testDropsFromElsewhereAndOntoOtherRowsAreRefused() throws {
        try onMain {
            let shelf = Shelf()
            let fixture = ToolbarFixture(
                VStack {
                    List {
                        Section("Letters") {
                            ForEach(shelf.names, id: \.self) { Text($0) }
                                .onMove { shelf.moves.append(($0, $1)) }
                        }
                        Section("Numbers") {
                            ForEach(shelf.others, id: \.self) { Text($0) }
                                .onMove { shelf.moves.append(($0, $1)) }
                        }
                        Text("Static")
                    }
                    List {
                        ForEach(shelf.others, id: \.self) { Text($0) }
                    }
                })
            defer { fixture.close() }
            fixture.settle()
            let nodes = find(ListViewNode.self, in: fixture.hosting)
            XCTAssertEqual(nodes.count, 2)
            let rows = hostsByPosition(nodes[0])
            XCTAssertEqual(rowTexts(nodes[0]), ["Letters", "Alpha", "Beta", "Gamma", "Delta", "Numbers", "One", "Two", "Static"])
            let alpha = try XCTUnwrap(nodes[0].dragPayload(for: try XCTUnwrap(rows[1])))
            XCTAssertNil(nodes[0].dragPayload(for: try XCTUnwrap(rows[0])), "a header cannot be dragged")
            XCTAssertFalse(nodes[0].drop(alpha, onto: try XCTUnwrap(rows[0]), before: false), "not onto a header")
            XCTAssertFalse(nodes[0].drop(alpha, onto: try XCTUnwrap(rows[6]), before: true), "not into another ForEach")
            XCTAssertFalse(nodes[0].drop(alpha, onto: try XCTUnwrap(rows[8]), before: true), "not onto a static row")
            XCTAssertFalse(rows[8]?.acceptsRowDrags ?? true, "a static row gets no drag controllers")
            let foreign = ListRowDragPayload(list: "another list", segment: 1, offsets: IndexSet(integer: 0))
            XCTAssertFalse(nodes[0].drop(foreign, onto: try XCTUnwrap(rows[2]), before: true), "not from another list")
            XCTAssertTrue(shelf.moves.isEmpty)
            XCTAssertTrue(nodes[0].drop(alpha, onto: try XCTUnwrap(rows[4]), before: false))
            XCTAssertEqual(shelf.moves.last?.1, 4, "offsets count within the ForEach, not the list")
            XCTAssertTrue(hostsByPosition(nodes[1]).values.allSatisfy { !$0.acceptsRowDrags }, "no onMove: no drags")
            XCTAssertNil(ListRowDragPayload(encoded: "Alpha"), "plain text is no row drag")
        }
    }

    func testClosingAWindowReleasesTheRowsDragControllers() throws {
        try onMain {
            let before = warmedUpCounts()
            do {
                let shelf = Shelf()
                let fixture = ToolbarFixture(
                    List {
                        ForEach(shelf.names, id: \.self) { Text($0) }
                            .onMove { shelf.moves.append(($0, $1)) }
                    })
                fixture.settle()
                let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
                XCTAssertTrue(hostsByPosition(node).values.allSatisfy(\.acceptsRowDrags))
                fixture.close()
            }
            assertAllReleased(since: before, timeout: 10, exactly: true)
        }
    }
}
