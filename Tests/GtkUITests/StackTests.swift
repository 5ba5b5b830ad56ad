import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Item: Identifiable, Hashable {
    let id: String
}

private struct ReorderableList: View {
    var items: [Item]
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(items) { item in Text(item.id) }
        }
    }
}

private struct Switcher: View {
    @State var on = false
    var body: some View {
        HStack {
            if on { Text("On") } else { Image(systemName: "xmark") }
            Toggle("Switch", isOn: $on)
        }
    }
}

final class StackTests: GtkTestCase {
    func testStacksPlaceChildrenInOrderWithSpacingAndAlignment() {
        onMain {
            let hosting = HostingView(
                rootView: HStack(spacing: 10) {
                    Text("a")
                    Spacer()
                    Divider()
                    Text("b")
                })
            guard let row = only(StackNode.self, in: hosting)?.widget else { return }
            XCTAssertEqual(row.orientation, .horizontal)
            XCTAssertEqual(row.spacing, 10)
            XCTAssertEqual(childTypes(row), ["GtkLabel", "GtkBox", "GtkSeparator", "GtkLabel"])
            let spacer = row.children[1]
            XCTAssertTrue(spacer.hexpand)
            XCTAssertFalse(spacer.vexpand)
            XCTAssertEqual(only(Separator.self, in: hosting)?.orientation, .vertical, "a row is divided by a vertical line")
            XCTAssertEqual(row.children[0].valign, .center)
        }
    }

    func testSpacerAndDividerFollowAColumn() {
        onMain {
            let hosting = HostingView(
                rootView: VStack(alignment: .leading) {
                    Text("top")
                    Spacer(minLength: 20)
                    Divider()
                })
            guard let column = only(StackNode.self, in: hosting)?.widget else { return }
            XCTAssertEqual(column.spacing, StackNode.defaultSpacing)
            XCTAssertTrue(column.children[1].vexpand)
            XCTAssertFalse(column.children[1].hexpand)
            XCTAssertEqual(column.children[1].sizeRequest.height, 20)
            XCTAssertEqual(only(Separator.self, in: hosting)?.orientation, .horizontal)
            XCTAssertEqual(column.children[0].halign, .start)
            XCTAssertEqual(column.children[2].halign, .fill, "dividers span the column")
        }
    }

    func testForEachReorderKeepsWidgetsPerID() {
        onMain {
            let hosting = HostingView(rootView: ReorderableList(items: [Item(id: "a"), Item(id: "b"), Item(id: "c")]))
            let before = find(TextNode.self, in: hosting).map(\.widget)
            hosting.update(ReorderableList(items: [Item(id: "c"), Item(id: "a"), Item(id: "b")]))
            guard let column = only(StackNode.self, in: hosting)?.widget else { return }
            let texts = column.children.map { $0.property("label")?.string }
            XCTAssertEqual(texts, ["c", "a", "b"])
            let after = find(TextNode.self, in: hosting).map(\.widget)
            for widget in before {
                let text = widget.text
                XCTAssertTrue(after.contains { $0.isSameObject(as: widget) && $0.text == text }, "\(text) kept its label")
            }
        }
    }

    func testIfElseSwapsWidgets() {
        onMain {
            let hosting = HostingView(rootView: Switcher())
            guard let row = only(StackNode.self, in: hosting)?.widget else { return }
            XCTAssertEqual(childTypes(row), ["GtkImage", "GtkCheckButton"])
            only(CheckButton.self, in: hosting)?.isActive = true
            hosting.flush()
            XCTAssertEqual(childTypes(row), ["GtkLabel", "GtkCheckButton"])
        }
    }

    func testControlGroupIsLinked() {
        onMain {
            let hosting = HostingView(
                rootView: ControlGroup {
                    Button("A") {}
                    Button("B") {}
                })
            let box = hosting.renderedWidgets.first
            XCTAssertEqual(box?.hasCSSClass("linked"), true)
            XCTAssertEqual(box.map(childTypes), ["GtkButton", "GtkButton"])
        }
    }

    func testALabelledControlGroupShowsItsControlsAndIsNamedByItsLabel() {
        onMain {
            let group = ControlGroup("Zoom", systemImage: "plus.magnifyingglass") {
                Button("Zoom Out") {}
                Button("Zoom In") {}
            }
            let hosting = HostingView(rootView: group)
            let box = hosting.renderedWidgets.first
            XCTAssertEqual(box?.hasCSSClass("linked"), true)
            XCTAssertEqual(box.map(childTypes), ["GtkButton", "GtkButton"], "the label does not show beside the controls")
            let description = describe(group)
            XCTAssertEqual(description.title, "Zoom", "menus and palettes name the group by its label")
            XCTAssertNotNil(description.iconName)
        }
    }

    func testTheMenuStylesPutALabelledGroupInAMenuBehindItsLabel() {
        onMain {
            var zoomed = 0
            let hosting = HostingView(
                rootView: ControlGroup {
                    Button("Zoom Out") { zoomed -= 1 }
                    Button("Zoom In") { zoomed += 1 }
                } label: {
                    Text("Zoom")
                }
                .controlGroupStyle(.menu))
            guard let menu = only(MenuNode.self, in: hosting) else { return }
            XCTAssertEqual(menu.widget.typeName, "GtkMenuButton")
            XCTAssertTrue(descendants(menu.widget).contains { $0.property("label")?.string == "Zoom" })
            let items = find(ButtonNode.self, in: menu.items)
            XCTAssertEqual(items.count, 2)
            items[1].widget.click()
            XCTAssertEqual(zoomed, 1)

            let plain = HostingView(
                rootView: ControlGroup {
                    Button("A") {}
                    Button("B") {}
                }
                .controlGroupStyle(.compactMenu))
            XCTAssertEqual(plain.renderedWidgets.first.map(childTypes), ["GtkButton", "GtkButton"], "an unlabelled group stays joined")
            let navigation = HostingView(
                rootView: ControlGroup("History") {
                    Button("Back") {}
                    Button("Forward") {}
                }
                .controlGroupStyle(.navigation))
            XCTAssertEqual(navigation.renderedWidgets.first.map(childTypes), ["GtkButton", "GtkButton"])
        }
    }
}
