import XCTest
import Gtk
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

final class StackTests: GtkUITestCase {
    func testStacksPlaceChildrenInOrderWithSpacingAndAlignment() {
        onMain {
            let hosting = HostingView(rootView: HStack(spacing: 10) {
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
            let hosting = HostingView(rootView: VStack(alignment: .leading) {
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
            let hosting = HostingView(rootView: ControlGroup {
                Button("A") {}
                Button("B") {}
            })
            let box = hosting.renderedWidgets.first
            XCTAssertEqual(box?.hasCSSClass("linked"), true)
            XCTAssertEqual(box.map(childTypes), ["GtkButton", "GtkButton"])
        }
    }
}

final class MenuTests: GtkUITestCase {
    func testMenuItemsRunTheirActionAndArePlainFlatButtons() {
        onMain {
            var chosen: [String] = []
            let menu = Menu("Insert") {
                Button("Link") { chosen.append("link") }
                Button("Image", systemImage: "photo") { chosen.append("image") }
            }
            let hosting = HostingView(rootView: AsToolbarItem(content: menu))
            guard let node = only(MenuNode.self, in: hosting) else { return }
            XCTAssertEqual(node.widget.typeName, "GtkMenuButton")
            let items = find(ButtonNode.self, in: node.items)
            XCTAssertEqual(items.count, 2)
            XCTAssertEqual(items.map(\.widget.hasFrame), [false, false])
            XCTAssertEqual(items[1].widget.children.first.map(childTypes), ["GtkImage", "GtkLabel"], "not toolbar-styled")
            XCTAssertEqual(node.items.children.box.children.count, 2)
            items[1].widget.click()
            XCTAssertEqual(chosen, ["image"])
            XCTAssertEqual(node.widget.children.first.map { descendants($0).contains { $0.property("label")?.string == "Insert" } }, true)
        }
    }
}

private enum Weight: String, CaseIterable, Identifiable {
    case light, regular, heavy
    var id: String { rawValue }
}

private struct WeightPicker: View {
    @State var weight = Weight.regular
    var style: String
    var body: some View {
        VStack {
            switch style {
            case "segmented": picker.pickerStyle(.segmented)
            case "inline": picker.pickerStyle(.inline)
            default: picker.pickerStyle(.menu)
            }
            Button("Heavy") { weight = .heavy }
        }
    }
    var picker: some View {
        Picker("Weight", selection: $weight) {
            Text("Light").tag(Weight.light)
            Text("Regular").tag(Weight.regular)
            Text("Heavy").tag(Weight.heavy)
        }
    }
}

final class PickerTests: GtkUITestCase {
    func testSegmentedPickerRoundTrips() {
        onMain {
            let hosting = HostingView(rootView: WeightPicker(style: "segmented"))
            let buttons = find(ToggleButton.self, in: hosting)
            XCTAssertEqual(buttons.count, 3)
            XCTAssertEqual(buttons.map { $0.property("label")?.string }, ["Light", "Regular", "Heavy"])
            XCTAssertEqual(buttons.map(\.isActive), [false, true, false])
            XCTAssertEqual(buttons.first?.parent?.hasCSSClass("linked"), true)
            buttons[0].isActive = true
            hosting.flush()
            XCTAssertEqual(buttons.map(\.isActive), [true, false, false])
            find(Gtk::Button.self, in: hosting).last?.click()
            hosting.flush()
            XCTAssertEqual(buttons.map(\.isActive), [false, false, true])
        }
    }

    func testMenuPickerIsADropDown() {
        onMain {
            let hosting = HostingView(rootView: WeightPicker(style: "menu"))
            guard let dropDown = only(DropDown.self, in: hosting) else { return }
            XCTAssertEqual(dropDown.strings, ["Light", "Regular", "Heavy"])
            XCTAssertEqual(dropDown.selected, 1)
            XCTAssertEqual(dropDown.accessibleLabel, "Weight")
            dropDown.selected = 0
            find(Gtk::Button.self, in: hosting).last?.click()
            hosting.flush()
            XCTAssertEqual(dropDown.selected, 2)
        }
    }

    func testInlinePickerUsesRadioButtons() {
        onMain {
            let hosting = HostingView(rootView: WeightPicker(style: "inline"))
            let radios = find(CheckButton.self, in: hosting)
            XCTAssertEqual(radios.count, 3)
            XCTAssertEqual(radios.map(\.isActive), [false, true, false])
            radios[2].isActive = true
            hosting.flush()
            XCTAssertEqual(radios.map(\.isActive), [false, false, true])
        }
    }

    func testForEachOptionsAreTaggedByIDAndConditionsAreSeen() {
        onMain {
            let showExtra = true
            let options = collect {
                ForEach(Weight.allCases) { weight in Text(weight.rawValue.capitalized) }
                if showExtra { Label("Bold", systemImage: "bold").tag("bold") }
                Text("untagged")
            }
            XCTAssertEqual(options.map(\.title), ["Light", "Regular", "Heavy", "Bold", "untagged"])
            XCTAssertEqual(options.map(\.tag), ["light", "regular", "heavy", "bold", nil])
            XCTAssertEqual(options[3].iconName, "format-text-bold-symbolic")
        }
    }
}

@MainActor
private func collect<Content: View>(@ViewBuilder _ content: () -> Content) -> [PickerOption] {
    var options: [PickerOption] = []
    collectOptions(content(), into: &options)
    return options
}
