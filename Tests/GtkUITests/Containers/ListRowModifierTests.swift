import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Rows and edits a test changes between renders.
@MainActor
private final class RowStore {
    var names = ["Alpha", "Beta", "Gamma"]
    var deleted: [IndexSet] = []
    var moves: [(IndexSet, Int)] = []
    var swiped: [String] = []
}

/// The live GTK items of a list, by position.
@MainActor
private func hosts(_ node: ListViewNode) -> [Int: ListRowHost] {
    var found: [Int: ListRowHost] = [:]
    for item in node.listView.items {
        if let position = item.position, let host = node.rowHost(of: item) { found[position] = host }
    }
    return found
}

@MainActor
private func margins(_ widget: Widget) -> [Int] {
    ["margin-top", "margin-start", "margin-bottom", "margin-end"].map { widget.property($0)?.int ?? -1 }
}

/// The GTK buttons showing `label` under `root`.
@MainActor
private func buttons(labelled label: String, in root: Any) -> [Gtk::Button] {
    find(Gtk::Button.self, in: root).filter { button in
        button.isVisible
            && descendants(button).contains { $0.typeName == "GtkLabel" && $0.property("label")?.string == label }
    }
}

final class ListRowModifierTests: GtkTestCase {
    func testInsetsBackgroundAndSeparatorReachTheGtkRows() throws {
        try onMain {
            let fixture = ToolbarFixture(
                List {
                    Text("Inset").listRowInsets(EdgeInsets(top: 2, leading: 20, bottom: 3, trailing: 8))
                        .listRowBackground(Color.red)
                    Text("No separator").listRowSeparator(.hidden)
                    Text("Tinted").listRowSeparatorTint(.blue)
                    Text("Plain").listSectionSeparator(.hidden)
                    ForEach(["x", "y"], id: \.self) { Text($0) }.listRowBackground(Color.green)
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            let rows = hosts(node)
            let inset = try XCTUnwrap(rows[0])
            XCTAssertEqual(margins(inset.box), [2, 20, 3, 8])
            XCTAssertEqual(margins(try XCTUnwrap(rows[3]).box), [6, 6, 6, 6], "the list's own insets")
            let rowWidget = try XCTUnwrap(inset.rowWidget)
            XCTAssertEqual(rowWidget.typeName, "GtkListItemWidget", "the modifiers style GTK's row")
            XCTAssertTrue(inset.rowStyler.declarations.contains("*:not(:selected) { background-color:"))
            XCTAssertTrue(try XCTUnwrap(rows[1]).rowStyler.declarations.contains("border-bottom-style: none"))
            XCTAssertTrue(try XCTUnwrap(rows[2]).rowStyler.declarations.contains("border-bottom-color:"))
            XCTAssertEqual(try XCTUnwrap(rows[3]).rowStyler.declarations, "")
            for position in [4, 5] {
                XCTAssertTrue(try XCTUnwrap(rows[position]).rowStyler.declarations.contains("background-color"), "on a ForEach: each row")
            }
            XCTAssertEqual(shownRows(node), ["Inset", "No separator", "Tinted", "Plain", "x", "y"])
        }
    }

    func testARecycledItemForgetsTheModifiersOfTheRowBefore() throws {
        try onMain {
            let store = RowStore()
            @MainActor func view() -> some View {
                List {
                    ForEach(store.names, id: \.self) { name in
                        if name == "Alpha" {
                            Text(name).listRowBackground(Color.red).listRowInsets(EdgeInsets())
                        } else {
                            Text(name)
                        }
                    }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertEqual(margins(try XCTUnwrap(hosts(node)[0]).box), [0, 0, 0, 0])
            store.names = ["Beta", "Gamma"]
            fixture.hosting.update(view())
            fixture.settle()
            for host in hosts(node).values {
                XCTAssertEqual(margins(host.box), [6, 6, 6, 6])
                XCTAssertEqual(host.rowStyler.declarations, "")
            }
        }
    }

    func testSwipeActionsAreTheFirstItemsOfTheRowsContextMenu() throws {
        try onMain {
            let store = RowStore()
            let fixture = ToolbarFixture(
                List(store.names, id: \.self) { name in
                    Text(name)
                        .swipeActions { Button("Delete \(name)") { store.swiped.append(name) } }
                        .swipeActions(edge: .leading) { Button("Pin") {} }
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            let host = try XCTUnwrap(hosts(node)[1])
            let bounds = try XCTUnwrap(host.box.bounds(relativeTo: node.listView))
            let controller = try XCTUnwrap(node.selectionMenu)
            XCTAssertTrue(controller.openMenu(on: node.listView, at: (bounds.x + 5, bounds.y + 5), values: []))
            XCTAssertEqual(controller.openMenu?.labels, ["Pin", "Delete Beta"], "leading edge first")
            controller.close()
            let entries = node.swipeActionEntries(at: (bounds.x + 5, bounds.y + 5))
            guard case .action(_, _, _, let perform) = entries.last else { return XCTFail("no action") }
            perform()
            XCTAssertEqual(store.swiped, ["Beta"])
        }
    }

    func testEditButtonShowsEachRowsMoveAndDeleteButtons() throws {
        try onMain {
            let store = RowStore()
            @MainActor func view() -> some View {
                VStack {
                    EditButton()
                    List {
                        ForEach(store.names, id: \.self) { name in
                            Text(name).deleteDisabled(name == "Gamma")
                        }
                        .onDelete { store.deleted.append($0) }
                        .onMove { store.moves.append(($0, $1)) }
                    }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertTrue(hosts(node).values.allSatisfy { $0.editControls == nil }, "no edit buttons until editing")
            let edit = try XCTUnwrap(buttons(labelled: "Edit", in: fixture.hosting).first)
            edit.click()
            // The list follows the window's edit mode after the change lands (generous: valgrind).
            spin(timeout: 60) { node.isEditing && buttons(labelled: "Done", in: fixture.hosting).count == 1 }
            let rows = hosts(node)
            let first = try XCTUnwrap(rows[0]?.editControls)
            XCTAssertTrue(first.box.isVisible && first.delete.isVisible && first.moveUp.isVisible)
            XCTAssertEqual(
                [first.moveUp, first.moveDown, first.delete].map(\.accessibleLabel), ["Move Up", "Move Down", "Delete"],
                "screen readers name the icon-only buttons")
            XCTAssertFalse(first.moveUp.isSensitive, "the first row cannot move up")
            XCTAssertTrue(first.moveDown.isSensitive)
            XCTAssertFalse(try XCTUnwrap(rows[2]?.editControls).delete.isVisible, ".deleteDisabled")
            try XCTUnwrap(rows[1]?.editControls).delete.click()
            XCTAssertEqual(store.deleted, [IndexSet(integer: 1)])
            first.moveDown.click()
            XCTAssertEqual(store.moves.map(\.0), [IndexSet(integer: 0)])
            XCTAssertEqual(store.moves.map(\.1), [2], "before the row that was at offset 2")
            try XCTUnwrap(buttons(labelled: "Done", in: fixture.hosting).first).click()
            spin(timeout: 60) { !node.isEditing }
            XCTAssertFalse(first.box.isVisible, "done: the buttons go")
        }
    }

    func testDeleteKeySkipsRowsWithDeleteDisabled() throws {
        try onMain {
            let store = RowStore()
            var selection: Set<String> = []
            let fixture = ToolbarFixture(
                List(selection: Binding(get: { selection }, set: { selection = $0 })) {
                    ForEach(store.names, id: \.self) { Text($0).deleteDisabled($0 == "Beta") }
                        .onDelete { store.deleted.append($0) }
                })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            node.listView.setSelectedPositions([0, 1])
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.delete, modifiers: [])))
            XCTAssertEqual(store.deleted, [IndexSet(integer: 0)])
        }
    }
}

extension ListRowModifierTests {
    /// A `.listRowBackground` view (not a colour) is drawn behind the row's
    /// content over the row's whole size; a row without one draws none,
    /// also when its item showed such a row before.
    func testAViewListRowBackgroundFillsTheRowBehindItsContent() throws {
        try onMain {
            let store = RowStore()
            store.names = ["Card", "Plain"]
            var selection: String?
            let selected = Binding(get: { selection }, set: { selection = $0 })
            @MainActor func view() -> some View {
                List(selection: selected) {
                    ForEach(store.names, id: \.self) { name in
                        if name == "Card" {
                            Text(name).listRowBackground(RoundedRectangle(cornerRadius: 8).fill(.blue))
                        } else {
                            Text(name)
                        }
                    }
                }
            }
            let shown = Presented(view(), width: 300, height: 300)
            defer { shown.close() }
            let node = try XCTUnwrap(only(ListViewNode.self, in: shown.hosting))
            let card = try XCTUnwrap(hosts(node)[0])
            let rowWidget = try XCTUnwrap(card.rowWidget)
            let overlay = try XCTUnwrap(rowWidget.children.first)
            XCTAssertEqual(overlay.typeName, "GtkOverlay", "the row's content is over its background")
            let layers = overlay.children
            XCTAssertEqual(layers.count, 2)
            XCTAssertTrue(layers.last?.isSameObject(as: card.box) ?? false, "the content is drawn last, on top")
            let background = try XCTUnwrap(layers.first?.children.first, "the background view's widget")
            XCTAssertTrue(background.isMapped)
            let drawn = try XCTUnwrap(background.bounds(relativeTo: overlay))
            XCTAssertEqual(drawn.x, 0)
            XCTAssertEqual(drawn.y, 0)
            XCTAssertEqual(drawn.width, Double(overlay.width), "the row's whole width")
            XCTAssertEqual(drawn.height, Double(overlay.height), "and height")
            let text = try XCTUnwrap(label("Card", in: shown.hosting))
            XCTAssertEqual(Double(overlay.height), Double(text.height) + 12, accuracy: 1, "the row keeps its content's height")
            @MainActor func isBlue(_ color: RGBA?) -> Bool {
                guard let color else { return false }
                return color.blue > 0.8 && color.red < 0.3 && color.green < 0.6
            }
            // Beside the text, halfway down the row.
            let point = (x: Int(drawn.width) - 20, y: Int(drawn.height / 2))
            XCTAssertTrue(isBlue(overlay.renderPixels()?.color(x: point.x, y: point.y)), "the blue shape is drawn")
            node.listView.setSelectedPositions([0])
            shown.settleLayout()
            XCTAssertEqual(node.listView.selectedPositions, [0])
            XCTAssertFalse(isBlue(overlay.renderPixels()?.color(x: point.x, y: point.y)), "not while the row is selected")
            let plain = try XCTUnwrap(hosts(node)[1])
            XCTAssertTrue(plain.rowWidget?.children.first?.isSameObject(as: plain.box) ?? false, "no background, no overlay")
            // The item that showed the card shows another row: no background.
            store.names = ["Other", "Plain"]
            shown.hosting.update(view())
            shown.settleLayout()
            XCTAssertFalse(layers.first?.isVisible ?? true, "a row without a background view hides the layer")
            XCTAssertEqual(shownRows(node), ["Other", "Plain"])
        }
    }
}
