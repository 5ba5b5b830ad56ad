import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Mail: Identifiable, Hashable {
    let id: Int
    var subject: String
}

@MainActor
private final class MailStore {
    var mails = (1...4).map { Mail(id: $0, subject: "Mail \($0)") }
    var selection = Set<Int>()
    var opened: [Set<Int>] = []
    var binding: Binding<Set<Int>> { Binding(get: { self.selection }, set: { self.selection = $0 }) }
}

@MainActor
private func mailTable(_ store: MailStore) -> some View {
    Table(store.mails, selection: store.binding) {
        TableColumn("Subject", value: \.subject)
    }
    .contextMenu(forSelectionType: Int.self) { ids in
        Button("Open \(ids.count) Mails") { store.opened.append(ids) }
        Button("Delete") {}
    } primaryAction: { ids in
        store.opened.append(ids)
    }
}

/// The centre of the cell showing `text`, in the column view's coordinates.
@MainActor
private func centre(of text: String, in node: TableNode) -> (Double, Double)? {
    for column in node.columnView.columns {
        for item in column.cells.items {
            guard let host = node.cellHost(of: item), visibleLabels(in: host.box) == [text],
                let bounds = host.box.bounds(relativeTo: node.columnView)
            else { continue }
            return (bounds.x + bounds.width / 2, bounds.y + bounds.height / 2)
        }
    }
    return nil
}

final class SelectionMenuTests: GtkTestCase {
    func testTheMenuActsOnTheSelectionOrOnTheClickedRow() throws {
        try onMain {
            let store = MailStore()
            let fixture = ToolbarFixture(mailTable(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TableNode.self, in: fixture.hosting))
            let controller = try XCTUnwrap(node.selectionMenu)
            node.columnView.setSelectedPositions([0, 1])
            XCTAssertEqual(store.selection, [1, 2])
            let (x2, y2) = try XCTUnwrap(centre(of: "Mail 2", in: node))
            XCTAssertEqual(controller.values(at: x2, y2), [1, 2], "a selected row: the whole selection")
            let (x4, y4) = try XCTUnwrap(centre(of: "Mail 4", in: node))
            XCTAssertEqual(controller.values(at: x4, y4), [4], "an unselected row: that row alone")
            controller.openMenu(on: node.columnView, at: (x4, y4), values: [4])
            XCTAssertEqual(controller.openMenu?.labels, ["Open 1 Mails", "Delete"])
            controller.close()
            XCTAssertEqual(store.selection, [1, 2], "the menu does not change the selection")
        }
    }

    func testActivatingARowRunsThePrimaryAction() throws {
        try onMain {
            let store = MailStore()
            let fixture = ToolbarFixture(mailTable(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TableNode.self, in: fixture.hosting))
            node.columnView.setSelectedPositions([2])
            node.selectionMenu?.activated(rowValue: 3)
            XCTAssertEqual(store.opened, [[3]])
        }
    }

    func testAListHasTheSelectionMenuToo() throws {
        try onMain {
            let store = MailStore()
            let fixture = ToolbarFixture(
                List(store.mails, selection: store.binding) { Text($0.subject) }
                    .contextMenu(forSelectionType: Int.self) { ids in
                        Button("Archive \(ids.sorted())") {}
                    })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            let item = try XCTUnwrap(node.listView.items.first { $0.position == 1 })
            let bounds = try XCTUnwrap(node.rowHost(of: item)?.box.bounds(relativeTo: node.listView))
            let controller = try XCTUnwrap(node.selectionMenu)
            let values = controller.values(at: bounds.x + 5, bounds.y + 5)
            XCTAssertEqual(values, [2])
            controller.openMenu(on: node.listView, at: (bounds.x, bounds.y), values: values)
            XCTAssertEqual(controller.openMenu?.labels, ["Archive [2]"])
            controller.close()
        }
    }
}
