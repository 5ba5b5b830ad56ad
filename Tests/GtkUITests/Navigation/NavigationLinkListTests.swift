import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Shelf: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let shelves = [Shelf(id: 1, name: "Fiction"), Shelf(id: 2, name: "History"), Shelf(id: 3, name: "Poetry")]

/// A selection a test and a sidebar share.
@MainActor
private final class ShelfSelection {
    var shelf: Shelf?
    var binding: Binding<Shelf?> { Binding(get: { self.shelf }, set: { self.shelf = $0 }) }
}

extension ToolbarFixture {
    /// The list node, and the row host showing `position`.
    func row(_ position: Int, of list: ListViewNode) -> ListRowHost? {
        list.listView.items.first { $0.position == position }.flatMap { list.rowHost(of: $0) }
    }

    /// Whether the row shows GNOME's disclosure chevron.
    func showsChevron(_ row: ListRowHost) -> Bool {
        descendants(of: row.box).contains { $0.property("icon-name")?.string == "go-next-symbolic" && $0.isVisible }
    }
}

final class NavigationLinkListTests: GtkTestCase {
    func testALinkRowInAStackShowsAChevronAndActivatingThRowPushes() throws {
        try onMain {
            let fixture = ToolbarFixture(
                NavigationStack {
                    List(shelves) { shelf in NavigationLink(shelf.name, value: shelf) }
                        .navigationDestination(for: Shelf.self) { Text("Shelf \($0.name)").navigationTitle($0.name) }
                })
            defer { fixture.close() }
            fixture.settle()
            let list = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            let row = try XCTUnwrap(fixture.row(1, of: list))
            XCTAssertTrue(fixture.showsChevron(row), "a link row in a stack has a chevron")
            let activate = try XCTUnwrap(row.root.linkActivation, "the row is the link")
            activate()
            fixture.settleTransition()
            XCTAssertEqual(fixture.host.window.title, "History")
            XCTAssertTrue(fixture.contentTexts.contains("Shelf History"))
        }
    }

    func testASidebarListOfValueLinksSelectsByValueAndDrivesTheDetail() throws {
        try onMain {
            let selection = ShelfSelection()
            @MainActor func view() -> some View {
                NavigationSplitView {
                    List(shelves, selection: selection.binding) { shelf in NavigationLink(shelf.name, value: shelf) }
                } detail: {
                    Text(selection.shelf.map { "Detail \($0.name)" } ?? "Pick a shelf")
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            let list = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            let row = try XCTUnwrap(fixture.row(2, of: list))
            XCTAssertFalse(fixture.showsChevron(row), "no chevron in a sidebar")
            XCTAssertEqual(list.rows.selectionValue(at: 2), AnyHashable(shelves[2]), "the row's tag is the link's value")
            list.listView.setSelectedPositions([2])
            XCTAssertEqual(selection.shelf, shelves[2])
            row.root.linkActivation?()
            fixture.hosting.update(view())
            fixture.settle()
            XCTAssertTrue(fixture.contentTexts.contains("Detail Poetry"), "\(fixture.contentTexts)")
            selection.shelf = shelves[0]
            fixture.hosting.update(view())
            fixture.settle()
            XCTAssertEqual(list.listView.selectedPositions, [0], "the binding selects the row of its value")
        }
    }

    func testDestinationLinksInASidebarShowTheirDestinationInTheDetailColumn() throws {
        try onMain {
            let fixture = ToolbarFixture(
                NavigationSplitView {
                    List(shelves) { shelf in NavigationLink(shelf.name) { Text("Books on \(shelf.name)") } }
                } detail: {
                    Text("Nothing chosen")
                })
            defer { fixture.close() }
            fixture.settle()
            let split = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            XCTAssertTrue(fixture.shownTexts(in: split.detail.box).contains("Nothing chosen"))
            let list = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            fixture.row(1, of: list)?.root.linkActivation?()
            fixture.settle()
            XCTAssertEqual(fixture.shownTexts(in: split.detail.box), ["Books on History"])
            fixture.row(0, of: list)?.root.linkActivation?()
            fixture.settle()
            XCTAssertEqual(fixture.shownTexts(in: split.detail.box), ["Books on Fiction"], "a later link replaces the detail")
        }
    }

    func testAStackInTheDetailColumnHasItsOwnBackButton() throws {
        try onMain {
            let fixture = ToolbarFixture(
                NavigationSplitView {
                    List(shelves) { Text($0.name) }
                } detail: {
                    NavigationStack {
                        NavigationLink("Open Book", value: 42)
                            .navigationDestination(for: Int.self) { Text("Book \($0)") }
                    }
                })
            defer { fixture.close() }
            fixture.settle()
            fixture.shownButton("Open Book")?.click()
            fixture.settleTransition()
            let split = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            XCTAssertTrue(fixture.shownTexts(in: split.detail.box).contains("Book 42"))
            XCTAssertTrue(fixture.shownTexts(in: split.sidebar.box).contains("Fiction"), "the sidebar stays")
            let back = try XCTUnwrap(fixture.backButton)
            let toggle = try XCTUnwrap(split.toggle?.button)
            XCTAssertTrue(toggle.isMapped && back.isMapped, "the sidebar toggle and Back both in the header bar")
            back.click()
            fixture.settleTransition()
            XCTAssertNil(fixture.backButton)
        }
    }

    func testANestedStackIsCoveredByTheOuterPage() throws {
        try onMain {
            let fixture = ToolbarFixture(
                NavigationStack {
                    VStack {
                        NavigationLink("Outer", value: "outer")
                        NavigationStack {
                            NavigationLink("Inner", value: 1).navigationDestination(for: Int.self) { Text("Inner \($0)") }
                        }
                    }
                    .navigationDestination(for: String.self) { Text("Page \($0)") }
                })
            defer { fixture.close() }
            fixture.settle()
            let stacks = find(NavigationStackNode.self, in: fixture.hosting)
            XCTAssertEqual(stacks.count, 2)
            fixture.shownButton("Inner")?.click()
            fixture.settle(0.4)
            XCTAssertTrue(fixture.contentTexts.contains("Inner 1"))
            XCTAssertEqual(fixture.buttons(named: "Back").filter { $0.isMapped }.count, 1, "the inner stack's Back")
            fixture.shownButton("Outer")?.click()
            fixture.settle(0.4)
            XCTAssertTrue(fixture.contentTexts.contains("Page outer"))
            XCTAssertEqual(fixture.buttons(named: "Back").filter { $0.isMapped }.count, 1, "only the outer stack's Back")
            fixture.backButton?.click()
            fixture.settle(0.4)
            XCTAssertTrue(fixture.contentTexts.contains("Inner 1"), "the inner stack kept its page")
        }
    }
}
