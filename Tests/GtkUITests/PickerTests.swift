import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

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

final class PickerTests: GtkTestCase {
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

    func testAPalettePickerShowsTheSymbolsNamedByTheirTitles() throws {
        try onMain {
            let colour = Shared("red")
            let hosting = HostingView(
                rootView: VStack {
                    Picker("Colour", selection: colour.binding) {
                        Label("Red", systemImage: "circle.fill").tag("red")
                        Label("Star", systemImage: "star").tag("star")
                        Image(systemName: "heart").tag("heart")
                        Text("None").tag("none")
                    }
                    .pickerStyle(.palette)
                })
            let buttons = find(ToggleButton.self, in: hosting)
            XCTAssertEqual(buttons.count, 4)
            XCTAssertEqual(buttons.first?.parent?.hasCSSClass("linked"), true, "a linked row")
            XCTAssertEqual(
                buttons.map { $0.property("icon-name")?.string },
                ["media-record-symbolic", "non-starred-symbolic", "emote-love-symbolic", ""])
            XCTAssertEqual(
                buttons.map { $0.children.first?.typeName }, ["GtkImage", "GtkImage", "GtkImage", "GtkLabel"],
                "icons alone; text stays text")
            XCTAssertEqual(buttons[3].property("label")?.string, "None")
            XCTAssertEqual(buttons.map(\.tooltip), ["Red", "Star", "Heart", nil])
            XCTAssertEqual(buttons.map(\.accessibleLabel), ["Red", "Star", "Heart", "None"])
            XCTAssertEqual(buttons.map(\.isActive), [true, false, false, false])
            buttons[1].isActive = true
            XCTAssertEqual(colour.value, "star")

            // The segmented style keeps a labelled option's title.
            let segmented = HostingView(
                rootView: Picker("Colour", selection: .constant("red")) { Label("Red", systemImage: "circle.fill").tag("red") }
                    .pickerStyle(.segmented))
            XCTAssertEqual(find(ToggleButton.self, in: segmented).map { $0.property("label")?.string }, ["Red"])
            XCTAssertEqual(find(ToggleButton.self, in: segmented).map(\.tooltip), [nil])
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

    func testAMenuPickerShowsItsTitleBesideTheDropDownExceptInAToolbarOrWithLabelsHidden() {
        onMain {
            @MainActor func titles(_ hosting: HostingView<some View>) -> [String] {
                find(Gtk::Label.self, in: hosting).filter { !$0.isInside(only(DropDown.self, in: hosting) ?? $0) }.map(\.text)
            }
            let shown = HostingView(rootView: WeightPicker(style: "menu"))
            XCTAssertEqual(titles(shown).filter { $0 == "Weight" }.count, 1, "the title at the row's start, as macOS labels a menu picker")
            guard let dropDown = only(DropDown.self, in: shown),
                let title = find(Gtk::Label.self, in: shown).first(where: { $0.text == "Weight" })
            else { return XCTFail("no drop-down or title") }
            XCTAssertTrue(title.parent?.isSameObject(as: dropDown.parent ?? title) ?? false, "in one row with the drop-down")
            let hidden = HostingView(rootView: WeightPicker(style: "menu").labelsHidden())
            XCTAssertFalse(titles(hidden).contains("Weight"), ".labelsHidden() shows the drop-down alone")
            XCTAssertEqual(only(DropDown.self, in: hidden)?.accessibleLabel, "Weight", "screen readers still read the title")
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
