import Gtk
import GtkTestSupport
import SeededRandom
import XCTest

@testable import GtkUI

private struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
}

/// Selection and data a test changes between renders.
@MainActor
private final class ListStore {
    var books: [Book]
    var selection: Int?
    var selections: Set<Int> = []
    var deleted: [IndexSet] = []
    var moves: [(IndexSet, Int)] = []
    init(count: Int) { books = (0..<count).map { Book(id: $0, title: "Book \($0)") } }
    var single: Binding<Int?> { Binding(get: { self.selection }, set: { self.selection = $0 }) }
    var multiple: Binding<Set<Int>> { Binding(get: { self.selections }, set: { self.selections = $0 }) }
}

/// The texts the list's bound rows show, in row order.
@MainActor
func shownRows(_ node: ListViewNode) -> [String] {
    node.listView.items.compactMap { item -> (Int, String)? in
        guard let position = item.position, let host = node.rowHost(of: item) else { return nil }
        let texts = descendants(host.box).filter { $0.typeName == "GtkLabel" && $0.isVisible }
            .compactMap { $0.property("label")?.string }
        return (position, texts.joined(separator: " "))
    }.sorted { $0.0 < $1.0 }.map(\.1)
}

final class ListTests: GtkTestCase {
    func testALongListMakesWidgetsOnlyForTheRowsOnScreen() throws {
        try onMain {
            let store = ListStore(count: 100_000)
            let fixture = ToolbarFixture(List(store.books) { Text($0.title) }.frame(height: 300))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(node.listView.rowCount, 100_000)
            let items = node.listView.items.count
            XCTAssertGreaterThan(items, 3)
            // GTK keeps up to about 200 items around the visible rows, whatever the row count.
            XCTAssertLessThan(items, 260, "items are recycled, not one per row")
            let shown = shownRows(node)
            XCTAssertEqual(shown.first, "Book 0")
            XCTAssertEqual(shown.prefix(3), ["Book 0", "Book 1", "Book 2"])
            node.listView.scrollTo(position: 50_000)
            fixture.settle(0.3)
            XCTAssertTrue(shownRows(node).contains("Book 50000"), "scrolled rows are rendered into reused items")
            XCTAssertLessThan(node.listView.items.count, 260, "scrolling reuses the items")
        }
    }

    func testSingleSelectionFollowsTheBindingBothWays() throws {
        try onMain {
            let store = ListStore(count: 20)
            store.selection = 3
            let fixture = ToolbarFixture(List(store.books, selection: store.single) { Text($0.title) })
            defer { fixture.close() }
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(node.listView.selectionMode, .single)
            XCTAssertEqual(node.listView.selectedPositions, [3])
            // The user selects row 7 (GTK changes its selection model).
            node.listView.setSelectedPositions([7])
            XCTAssertEqual(store.selection, 7)
            // The program changes the binding; the next render selects its row.
            store.selection = 12
            fixture.hosting.update(List(store.books, selection: store.single) { Text($0.title) })
            XCTAssertEqual(node.listView.selectedPositions, [12])
            store.selection = nil
            fixture.hosting.update(List(store.books, selection: store.single) { Text($0.title) })
            XCTAssertEqual(node.listView.selectedPositions, [])
        }
    }

    func testMultipleSelectionWritesEverySelectedID() throws {
        try onMain {
            let store = ListStore(count: 10)
            store.books.reverse()
            let fixture = ToolbarFixture(List(store.books, selection: store.multiple) { Text($0.title) })
            defer { fixture.close() }
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(node.listView.selectionMode, .multiple)
            node.listView.setSelectedPositions([0, 2, 9])
            XCTAssertEqual(store.selections, [9, 7, 0], "positions map to the ids of the rows there")
        }
    }

    func testSectionsAddHeaderAndFooterRowsThatCannotBeSelected() throws {
        try onMain {
            let store = ListStore(count: 3)
            let view = List(selection: store.single) {
                Section {
                    ForEach(store.books) { Text($0.title) }
                } header: {
                    Text("Shelf")
                } footer: {
                    Text("3 books")
                }
                Section("Tagged") {
                    Text("Favourite").tag(100)
                    Text("Untagged")
                }
            }
            let fixture = ToolbarFixture(view)
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(shownRows(node), ["Shelf", "Book 0", "Book 1", "Book 2", "3 books", "Tagged", "Favourite", "Untagged"])
            let selectable = node.listView.items.filter { $0.position != nil }.sorted { $0.position! < $1.position! }.map(\.isSelectable)
            XCTAssertEqual(selectable, [false, true, true, true, false, false, true, false])
            node.listView.setSelectedPositions([6])
            XCTAssertEqual(store.selection, 100, "a tagged static row selects its tag")
            let header = try XCTUnwrap(node.listView.items.first { $0.position == 0 }?.child)
            XCTAssertTrue(header.hasCSSClass("heading"))
        }
    }

    func testEnvironmentModifiersOnListStructureApplyToEachRow() throws {
        try onMain {
            let store = ListStore(count: 2)
            let view = List(selection: store.single) {
                Section("Shelf") {
                    ForEach(store.books) { book in HStack { Text(book.title) }.tag(book.id + 10).font(.headline) }
                }
                .headerProminence(.increased)
                Section("Locked") { Button("Borrow") {} }
                    .disabled(true)
            }
            let fixture = ToolbarFixture(view)
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(
                shownRows(node), ["Shelf", "Book 0", "Book 1", "Locked", "Borrow"], "each section's rows, not one row holding it")
            let row = { (position: Int) in node.listView.items.first { $0.position == position }?.child }
            let increased = try XCTUnwrap(row(0))
            XCTAssertTrue(increased.hasCSSClass("title-4"), "an increased header")
            XCTAssertFalse(increased.hasCSSClass("heading"))
            let standard = try XCTUnwrap(row(3))
            XCTAssertTrue(standard.hasCSSClass("heading"), "a standard header")
            XCTAssertFalse(standard.hasCSSClass("title-4"))
            node.listView.setSelectedPositions([2])
            XCTAssertEqual(store.selection, 11, "a tag under a modifier still selects")
            let borrow = try XCTUnwrap(row(4).flatMap { descendants($0).first { $0.typeName == "GtkButton" } })
            XCTAssertFalse(borrow.isSensitive, "the section's .disabled reaches its row")
        }
    }

    func testDeleteKeyDeletesTheSelectedRowsAndTheListFollowsTheData() throws {
        try onMain {
            let store = ListStore(count: 6)
            @MainActor func view() -> some View {
                List(selection: store.multiple) {
                    ForEach(store.books) { Text($0.title) }
                        .onDelete {
                            store.deleted.append($0)
                            store.books.remove(atOffsets: $0)
                        }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            let untouched = node.listView.items.first { $0.position == 0 }
            node.listView.setSelectedPositions([1, 3])
            XCTAssertEqual(node.listView.selectedPositions, [1, 3])
            XCTAssertEqual(store.selections, [1, 3])
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.delete, modifiers: [])))
            XCTAssertEqual(store.deleted, [IndexSet([1, 3])])
            store.selections = []
            fixture.hosting.update(view())
            fixture.settle()
            XCTAssertEqual(node.listView.rowCount, 4)
            XCTAssertEqual(shownRows(node), ["Book 0", "Book 2", "Book 4", "Book 5"])
            XCTAssertTrue(node.listView.items.first { $0.position == 0 } === untouched, "unchanged rows keep their item")
        }
    }

    func testAltArrowsMoveTheSelectedRowThroughOnMove() throws {
        try onMain {
            let store = ListStore(count: 4)
            @MainActor func view() -> some View {
                List(selection: store.single) {
                    ForEach(store.books) { Text($0.title) }
                        .onMove {
                            store.moves.append(($0, $1))
                            store.books.move(fromOffsets: $0, toOffset: $1)
                        }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            node.listView.setSelectedPositions([1])
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.down, modifiers: .alt)))
            XCTAssertEqual(store.books.map(\.id), [0, 2, 1, 3])
            fixture.hosting.update(view())
            XCTAssertEqual(node.listView.selectedPositions, [2], "the selection follows the moved row")
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.up, modifiers: .alt)))
            XCTAssertEqual(store.books.map(\.id), [0, 1, 2, 3])
            fixture.hosting.update(view())
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.up, modifiers: .alt)))
            fixture.hosting.update(view())
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.up, modifiers: .alt)), "at the top: handled, nothing moves")
            XCTAssertEqual(store.books.map(\.id), [1, 0, 2, 3])
            XCTAssertFalse(node.handleKey(KeyEvent(keyval: Key.delete, modifiers: [])), "no onDelete: Delete is not handled")
        }
    }

    func testListStylesMapToGnomeStyleClasses() throws {
        try onMain {
            let fixture = ToolbarFixture(
                VStack {
                    List { Text("a") }.listStyle(.sidebar)
                    List { Text("b") }.listStyle(.inset)
                    List { Text("c") }.listStyle(.bordered)
                    List { Text("d") }
                })
            defer { fixture.close() }
            let nodes = find(ListViewNode.self, in: fixture.hosting)
            XCTAssertEqual(nodes.count, 4)
            XCTAssertTrue(nodes[0].listView.hasCSSClass("navigation-sidebar"))
            XCTAssertTrue(nodes[1].listView.hasCSSClass("rich-list"))
            XCTAssertTrue(nodes[2].widget.hasCSSClass("frame"))
            XCTAssertFalse(nodes[3].listView.hasCSSClass("navigation-sidebar"))
            XCTAssertTrue(nodes[3].listView.showsSeparators, "the automatic style outside a sidebar is plain")
        }
    }

    func testBadgesShowCountsAtTheRowsEnd() throws {
        try onMain {
            let fixture = ToolbarFixture(
                List {
                    Text("Inbox").badge(3)
                    Text("Sent").badge(0)
                    Text("Drafts").badge("new")
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(shownRows(node), ["Inbox 3", "Sent", "Drafts new"], "no badge for 0")
            let badges = find(BadgeNode.self, in: node)
            XCTAssertEqual(badges.count, 3)
            XCTAssertTrue(badges.allSatisfy { $0.badge.hasCSSClass("dim-label") && $0.badge.halign == .end })
        }
    }

    /// The one changed range turns any old id list into the new one (randomized, fixed seed).
    func testChangedRangeSplicesOldIntoNew() {
        onMain { checkChangedRange() }
    }

}

@MainActor
private func checkChangedRange() {
    var random = SplitMix64(seed: 16)
    for _ in 0..<500 {
        let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in AnyHashable(Int.random(in: 0...9, using: &random)) }
        let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in AnyHashable(Int.random(in: 0...9, using: &random)) }
        let (position, removed, inserted) = ListViewNode.changedRange(from: old, to: new)
        var spliced = old
        spliced.replaceSubrange(position..<(position + removed), with: new[position..<(position + inserted)])
        XCTAssertEqual(spliced, new)
    }
}
