import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Title: Identifiable, Hashable {
    let id: Int
    let name: String
    var author = ""
}

private let shelf = [
    Title(id: 1, name: "The Left Hand of Darkness", author: "Le Guin"), Title(id: 2, name: "Dune", author: "Herbert"),
    Title(id: 3, name: "Neuromancer", author: "Gibson"), Title(id: 4, name: "The Dispossessed", author: "Le Guin"),
    Title(id: 5, name: "Kindred", author: "Butler"), Title(id: 6, name: "Solaris", author: "Lem"),
    Title(id: 7, name: "Éclats", author: "Vian"), Title(id: 8, name: "Dhalgren", author: "Delany")
]

/// A book row as apps write them: an icon, then the title over the author.
private struct TitleRow: View {
    let title: Title
    var body: some View {
        HStack {
            Image(systemName: "book")
            VStack(alignment: .leading) {
                Text(title.name)
                Text(title.author).font(.caption)
            }
        }
    }
}

@MainActor
private final class SelectionStore {
    var selection: Int?
    var binding: Binding<Int?> { Binding(get: { self.selection }, set: { self.selection = $0 }) }
}

/// Types `text` into the list through its key controller, as GTK delivers keys; returns what each key answered.
@MainActor
@discardableResult
private func type(_ text: String, into node: ListViewNode, file: StaticString = #filePath, line: UInt = #line) -> [Bool] {
    guard let keys = node.keyController else {
        XCTFail("the list has no key controller", file: file, line: line)
        return []
    }
    return text.map { character in
        let name = character == " " ? "space" : String(character)
        let shift: KeyModifiers = character.isUppercase ? .shift : []
        return keys.emitKeyPressed(KeyEvent.keyval(named: name)!, modifiers: shift)
    }
}

/// The first label of the row that has the keyboard focus, read from its widgets.
@MainActor
private func focusedRowText(_ node: ListViewNode) -> String? {
    guard let position = node.focusedPosition,
        let item = node.listView.items.first(where: { $0.position == position }),
        let host = node.rowHost(of: item)
    else { return nil }
    return descendants(host.box).first { $0.typeName == "GtkLabel" }?.property("label")?.string
}

final class ListTypeAheadTests: GtkTestCase {
    func testTypingTheStartOfATitleSelectsAndFocusesItsRow() throws {
        try onMain {
            let store = SelectionStore()
            let fixture = ToolbarFixture(List(shelf, selection: store.binding) { TitleRow(title: $0) })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            var now = 100.0
            node.typeAheadClock = { now }
            node.moveFocus(to: 0)
            fixture.settle()

            XCTAssertEqual(type("ne", into: node), [true, true])
            fixture.settle()
            XCTAssertEqual(store.selection, 3)
            XCTAssertEqual(focusedRowText(node), "Neuromancer")

            // After a pause, a new prefix; upper case, spaces and the second word count.
            now += 2
            type("The D", into: node)
            fixture.settle()
            XCTAssertEqual(store.selection, 4)
            XCTAssertEqual(focusedRowText(node), "The Dispossessed")

            // Accents are ignored: "ec" finds "Éclats".
            now += 2
            type("ec", into: node)
            fixture.settle()
            XCTAssertEqual(store.selection, 7)
            now += 2
            XCTAssertEqual(type("x", into: node), [false], "no row starts with x: the key goes on")
            XCTAssertEqual(store.selection, 7, "nothing moves")
        }
    }

    func testARepeatedLetterCyclesThroughTheRowsStartingWithIt() throws {
        try onMain {
            let store = SelectionStore()
            let fixture = ToolbarFixture(List(shelf, selection: store.binding) { TitleRow(title: $0) })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            node.typeAheadClock = { 50 }
            node.moveFocus(to: 0)
            fixture.settle()
            var visited: [String?] = []
            for _ in 0..<3 {
                type("d", into: node)
                fixture.settle()
                visited.append(focusedRowText(node))
            }
            XCTAssertEqual(visited, ["Dune", "Dhalgren", "Dune"], "d, d, d: each row starting with d in turn, round again")
            XCTAssertEqual(store.selection, 2)
        }
    }

    func testAPauseStartsANewPrefix() throws {
        try onMain {
            let store = SelectionStore()
            let fixture = ToolbarFixture(List(shelf, selection: store.binding) { TitleRow(title: $0) })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            var now = 10.0
            node.typeAheadClock = { now }
            type("s", into: node)
            fixture.settle()
            XCTAssertEqual(focusedRowText(node), "Solaris")
            now += 0.5
            XCTAssertEqual(type("o", into: node), [true], "within a second: \"so\" still fits Solaris")
            now += 1.5
            type("k", into: node)
            fixture.settle()
            XCTAssertEqual(focusedRowText(node), "Kindred", "after a pause: \"k\", not \"sok\"")
            XCTAssertEqual(store.selection, 5)
        }
    }

    func testSectionsHeadersAreSkippedAndRowsInLaterSectionsFound() throws {
        try onMain {
            let store = SelectionStore()
            let fixture = ToolbarFixture(
                List(selection: store.binding) {
                    Section("Dune and Others") {
                        ForEach(shelf.prefix(4)) { TitleRow(title: $0) }
                    }
                    Section("Kindred Spirits") {
                        ForEach(shelf.dropFirst(4)) { TitleRow(title: $0) }
                    }
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            var now = 0.0
            node.typeAheadClock = { now }
            type("kin", into: node)
            fixture.settle()
            XCTAssertEqual(store.selection, 5, "the row, not the \"Kindred Spirits\" header")
            XCTAssertEqual(focusedRowText(node), "Kindred")
            now += 2
            type("du", into: node)
            fixture.settle()
            XCTAssertEqual(store.selection, 2, "found again from the top, in the first section")
        }
    }

    func testALongListFindsRowsThatHaveNoWidgetsAndScrollsToThem() throws {
        try onMain {
            let titles = (0..<100_000).map { Title(id: $0, name: "Book \($0)") }
            let store = SelectionStore()
            let fixture = ToolbarFixture(List(titles, selection: store.binding) { Text($0.name) }.frame(height: 300))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            node.typeAheadClock = { 0 }
            XCTAssertFalse(node.listView.items.contains { $0.position == 99_999 }, "the last row has no widget yet")
            let started = Date()
            XCTAssertEqual(type("book 99999", into: node).filter { !$0 }, [], "every key goes somewhere")
            let typing = Date().timeIntervalSince(started)
            fixture.settle(0.3)
            XCTAssertEqual(store.selection, 99_999)
            XCTAssertEqual(node.focusedPosition, 99_999)
            XCTAssertEqual(focusedRowText(node), "Book 99999", "scrolled to and shown")
            XCTAssertLessThan(node.listView.items.count, 260, "no widget per row")
            print("type-ahead: 10 keys to the last of 100,000 rows took \(Int(typing * 1000)) ms")

            // A prefix no row has reads every row once.
            let missStarted = Date()
            XCTAssertEqual(type("z", into: node), [false])
            print("type-ahead: a miss over 100,000 rows took \(Int(Date().timeIntervalSince(missStarted) * 1000)) ms")
            XCTAssertEqual(store.selection, 99_999)
        }
    }

    func testAListWithoutSelectionMovesOnlyTheFocus() throws {
        try onMain {
            // Without a selection, GTK 4.8 focuses a row's controls, not the row: rows of buttons.
            let fixture = ToolbarFixture(List(shelf) { title in Button(title.name) {} })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            node.typeAheadClock = { 0 }
            XCTAssertEqual(type("sol", into: node), [true, true, true])
            fixture.settle()
            XCTAssertEqual(node.focusedPosition, 5)
            XCTAssertEqual(node.listView.windowFocus?.typeName, "GtkButton", "the Solaris row's button has the focus")
            XCTAssertEqual(focusedRowText(node), "Solaris")
            XCTAssertEqual(node.listView.selectedPositions, [], "nothing selected")
        }
    }

    func testATextFieldInARowKeepsItsKeys() throws {
        try onMain {
            let store = SelectionStore()
            let fixture = ToolbarFixture(
                List(selection: store.binding) {
                    Text("Dune").tag(1)
                    TextField("Note", text: .constant("")).tag(2)
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            let entry = try XCTUnwrap(find(Gtk::Entry.self, in: fixture.hosting).first)
            XCTAssertTrue(entry.grabFocus())
            fixture.settle()
            XCTAssertEqual(type("d", into: node), [false], "typing in the field does not jump to Dune")
            XCTAssertNil(store.selection)
        }
    }
}

final class ListRowTextTests: GtkTestCase {
    func testARowsTextIsItsFirstLabelThroughLinksAndMenus() {
        onMain {
            let title = shelf[2]
            XCTAssertEqual(listRowText(TitleRow(title: title)), "Neuromancer")
            XCTAssertEqual(
                listRowText(NavigationLink(value: title.id) { TitleRow(title: title) }.contextMenu { Button("Delete") {} }),
                "Neuromancer")
            XCTAssertEqual(listRowText(Label("Favorites", systemImage: "star").badge(2)), "Favorites")
            XCTAssertEqual(listRowText(Text("Dune").accessibilityLabel("Dune, by Frank Herbert")), "Dune, by Frank Herbert")
        }
    }
}
