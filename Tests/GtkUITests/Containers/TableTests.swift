import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Order: Identifiable, Hashable {
    let id: Int
    var customer: String
    var total: Double
}

@MainActor
private final class OrderStore {
    var orders = [
        Order(id: 1, customer: "Mira", total: 30),
        Order(id: 2, customer: "Alex", total: 12.5),
        Order(id: 3, customer: "Jon", total: 99)
    ]
    var selection: Order.ID?
    var selections = Set<Order.ID>()
    var sortOrder = [KeyPathComparator(\Order.customer)]
    var single: Binding<Order.ID?> { Binding(get: { self.selection }, set: { self.selection = $0 }) }
    var multiple: Binding<Set<Order.ID>> { Binding(get: { self.selections }, set: { self.selections = $0 }) }
    var sort: Binding<[KeyPathComparator<Order>]> { Binding(get: { self.sortOrder }, set: { self.sortOrder = $0 }) }
}

@MainActor
private func sortableTable(_ store: OrderStore) -> some View {
    Table(store.orders, selection: store.multiple, sortOrder: store.sort) {
        TableColumn("Customer", value: \.customer)
        TableColumn("Total", value: \.total) { Text(String(format: "%.2f", $0.total)) }
        TableColumn("Actions") { _ in Button("Open") {} }
            .width(80)
    }
}

/// The texts of a table's bound cells: one array per row, in row order, columns in order.
@MainActor
private func shownCells(_ node: TableNode) -> [[String]] {
    var byRow: [Int: [(Int, String)]] = [:]
    for column in node.columnView.columns {
        for item in column.cells.items {
            guard let position = item.position, let host = node.cellHost(of: item) else { continue }
            let text = visibleLabels(in: host.box).joined(separator: " ")
            byRow[position, default: []].append((column.index, text))
        }
    }
    return byRow.keys.sorted().map { byRow[$0]!.sorted { $0.0 < $1.0 }.map(\.1) }
}

final class TableTests: GtkTestCase {
    func testColumnsAndRowsAreAColumnView() throws {
        try onMain {
            let store = OrderStore()
            let fixture = ToolbarFixture(sortableTable(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TableNode.self, in: fixture.hosting))
            XCTAssertEqual(node.columnView.typeName, "GtkColumnView")
            XCTAssertEqual(node.columnView.columns.map(\.title), ["Customer", "Total", "Actions"])
            XCTAssertEqual(node.columnView.rowCount, 3)
            XCTAssertEqual(shownCells(node), [["Mira", "30.00", "Open"], ["Alex", "12.50", "Open"], ["Jon", "99.00", "Open"]])
            XCTAssertEqual(node.columnView.columns.map(\.isSortable), [true, true, false], "columns with a value sort")
            XCTAssertEqual(node.columnView.columns[2].fixedWidth, 80)
            XCTAssertFalse(node.columnView.columns[2].isResizable)
        }
    }

    func testClickingAHeaderWritesTheSortOrderAndTheAppsSortShows() throws {
        try onMain {
            let store = OrderStore()
            let fixture = ToolbarFixture(sortableTable(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TableNode.self, in: fixture.hosting))
            let shown = try XCTUnwrap(node.columnView.sortState)
            XCTAssertEqual(shown.column, 0, "the binding's first comparator shows as the sorted column")
            XCTAssertTrue(shown.ascending)
            // The user clicks "Total" (GTK sorts it ascending), then again (descending).
            node.columnView.showSorted(by: 1, ascending: true)
            XCTAssertEqual(store.sortOrder.first?.keyPath, \Order.total)
            XCTAssertEqual(store.sortOrder.first?.order, .forward)
            XCTAssertEqual(store.sortOrder.count, 2, "the earlier comparator follows")
            node.columnView.showSorted(by: 1, ascending: false)
            XCTAssertEqual(store.sortOrder.first?.order, .reverse)
            XCTAssertEqual(store.sortOrder.count, 2)
            // The app sorts in onChange(of: sortOrder); the table shows the order.
            store.orders.sort(using: store.sortOrder)
            fixture.hosting.update(sortableTable(store))
            fixture.settle()
            XCTAssertEqual(shownCells(node).map(\.first), ["Jon", "Mira", "Alex"])
        }
    }

    func testTheAppsSortOrderMovesTheHeaderArrow() throws {
        try onMain {
            let store = OrderStore()
            let fixture = ToolbarFixture(sortableTable(store))
            defer { fixture.close() }
            let node = try XCTUnwrap(only(TableNode.self, in: fixture.hosting))
            store.sortOrder = [KeyPathComparator(\Order.total, order: .reverse)]
            fixture.hosting.update(sortableTable(store))
            let shown = try XCTUnwrap(node.columnView.sortState)
            XCTAssertEqual(shown.column, 1)
            XCTAssertFalse(shown.ascending)
            XCTAssertEqual(store.sortOrder, [KeyPathComparator(\Order.total, order: .reverse)], "showing it writes nothing")
        }
    }

    func testSelectionFollowsTheBindingBothWays() throws {
        try onMain {
            let store = OrderStore()
            @MainActor func single() -> some View {
                Table(store.orders, selection: store.single) {
                    TableColumn("Customer", value: \.customer)
                }
            }
            store.selection = 3
            let fixture = ToolbarFixture(
                VStack {
                    single()
                    sortableTable(store)
                })
            defer { fixture.close() }
            let nodes = find(TableNode.self, in: fixture.hosting)
            XCTAssertEqual(nodes[0].columnView.selectionMode, .single)
            XCTAssertEqual(nodes[0].columnView.selectedPositions, [2])
            XCTAssertFalse(nodes[0].columnView.columns[0].isSortable, "without sortOrder nothing sorts")
            nodes[0].columnView.setSelectedPositions([0])
            XCTAssertEqual(store.selection, 1)
            XCTAssertEqual(nodes[1].columnView.selectionMode, .multiple)
            nodes[1].columnView.setSelectedPositions([0, 2])
            XCTAssertEqual(store.selections, [1, 3])
            store.selections = [2]
            fixture.hosting.update(
                VStack {
                    single()
                    sortableTable(store)
                })
            XCTAssertEqual(nodes[1].columnView.selectedPositions, [1])
        }
    }

    func testStaticRowsAndForEachRows() throws {
        try onMain {
            let store = OrderStore()
            let fixture = ToolbarFixture(
                Table(of: Order.self) {
                    TableColumn("Customer", value: \.customer)
                    TableColumn("With Tip") { Text(String(format: "%.0f", $0.total * 1.2)) }
                } rows: {
                    TableRow(Order(id: 10, customer: "Walk-in", total: 10))
                    ForEach(store.orders) { TableRow($0) }
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TableNode.self, in: fixture.hosting))
            XCTAssertEqual(shownCells(node), [["Walk-in", "12"], ["Mira", "36"], ["Alex", "15"], ["Jon", "119"]])
        }
    }

    func testRowsFollowTheDataAndKeepTheirCells() throws {
        try onMain {
            let store = OrderStore()
            let fixture = ToolbarFixture(sortableTable(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TableNode.self, in: fixture.hosting))
            store.orders.append(Order(id: 4, customer: "Zoe", total: 1))
            store.orders[0].customer = "Mira K."
            fixture.hosting.update(sortableTable(store))
            fixture.settle()
            XCTAssertEqual(shownCells(node).map(\.first), ["Mira K.", "Alex", "Jon", "Zoe"])
        }
    }
}
