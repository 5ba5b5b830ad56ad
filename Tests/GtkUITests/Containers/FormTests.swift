import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Settings a form test changes between renders.
@MainActor
private final class SettingsStore {
    var notifications = true
    var theme = "system"
    var name = ""
    var copies = 2
    var notificationsBinding: Binding<Bool> { Binding(get: { self.notifications }, set: { self.notifications = $0 }) }
    var themeBinding: Binding<String> { Binding(get: { self.theme }, set: { self.theme = $0 }) }
    var nameBinding: Binding<String> { Binding(get: { self.name }, set: { self.name = $0 }) }
    var copiesBinding: Binding<Int> { Binding(get: { self.copies }, set: { self.copies = $0 }) }
}

/// A custom form style: the content in a column, with a caption above.
private struct CaptionedFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("Captioned")
            configuration.content
        }
    }
}

@MainActor
private func settingsForm(_ store: SettingsStore) -> some View {
    Form {
        Section {
            Toggle("Notifications", isOn: store.notificationsBinding)
            Picker("Theme", selection: store.themeBinding) {
                Text("System").tag("system")
                Text("Dark").tag("dark")
            }
        } header: {
            Text("General")
        } footer: {
            Text("Applies to every window.")
        }
        Section("Account") {
            TextField("Name", text: store.nameBinding, prompt: Text("Required"))
            Stepper("Copies: \(store.copies)", value: store.copiesBinding, in: 1...9)
            LabeledContent("Version", value: "2.1")
        }
    }
}

final class FormTests: GtkTestCase {
    func testSectionsAreBoxedListsUnderHeadingsWithDimmedFooters() throws {
        try onMain {
            let store = SettingsStore()
            let fixture = ToolbarFixture(settingsForm(store))
            defer { fixture.close() }
            fixture.settle()
            let root = fixture.hosting.widget
            let lists = widgets("GtkListBox", in: root)
            XCTAssertEqual(lists.count, 2, "one boxed list per section")
            XCTAssertTrue(lists.allSatisfy { $0.hasCSSClass("boxed-list") })
            XCTAssertEqual(rowTexts(of: lists[0]), [["Notifications"], ["Theme", "System"]])
            XCTAssertEqual(rowTexts(of: lists[1]), [["Name"], ["Copies: 2"], ["Version", "2.1"]])
            let headings = descendants(root).filter { $0.hasCSSClass("heading") }
            XCTAssertEqual(headings.map { visibleLabels(in: $0) }, [["General"], ["Account"]])
            let footers = descendants(root).filter { $0.hasCSSClass("dim-label") && $0.hasCSSClass("caption") && $0.isMapped }
            XCTAssertEqual(footers.map { visibleLabels(in: $0) }, [["Applies to every window."]])
            XCTAssertEqual(widgets("GtkScrolledWindow", in: root).filter { !$0.isInPopover }.count, 1, "a form scrolls")
        }
    }

    func testAFormAsksForTheHeightOfItsSectionsSoASheetShowsThem() throws {
        try onMain {
            let store = SettingsStore()
            let fixture = ToolbarFixture(settingsForm(store))
            defer { fixture.close() }
            fixture.settle()
            let scroller = try XCTUnwrap(widgets("GtkScrolledWindow", in: fixture.hosting.widget).first { !$0.isInPopover })
            let content = try XCTUnwrap(scroller.children.first)
            // A sheet is as tall as its content's natural height: a form's is its sections', not a sliver.
            XCTAssertGreaterThanOrEqual(
                scroller.measure(.vertical, forSize: 400).natural, content.measure(.vertical, forSize: 400).natural)
            XCTAssertGreaterThan(scroller.measure(.vertical, forSize: 400).natural, 200)
        }
    }

    func testAnIncreasedHeaderIsALargerHeading() throws {
        try onMain {
            let fixture = ToolbarFixture(
                Form {
                    Section("Account") { Text("Signed in") }
                        .headerProminence(.increased)
                    Section("About") { Text("Version 2") }
                })
            defer { fixture.close() }
            fixture.settle()
            let root = fixture.hosting.widget
            XCTAssertEqual(descendants(root).filter { $0.hasCSSClass("title-4") }.map { visibleLabels(in: $0) }, [["Account"]])
            XCTAssertEqual(descendants(root).filter { $0.hasCSSClass("heading") }.map { visibleLabels(in: $0) }, [["About"]])
        }
    }

    func testControlsInAFormAreGnomePreferenceRows() throws {
        try onMain {
            let store = SettingsStore()
            let fixture = ToolbarFixture(settingsForm(store))
            defer { fixture.close() }
            fixture.settle()
            let root = fixture.hosting.widget
            // A toggle is a switch at the row's end, after its title.
            let toggle = try XCTUnwrap(widgets("GtkSwitch", in: root).first)
            XCTAssertTrue(widgets("GtkCheckButton", in: root).isEmpty, "no check box in a grouped form")
            let rows = widgets("GtkListBoxRow", in: root)
            let toggleRow = try XCTUnwrap(rows.first { toggle.isInside($0) })
            let toggleBounds = try XCTUnwrap(toggle.bounds(relativeTo: toggleRow))
            XCTAssertGreaterThan(toggleBounds.x + toggleBounds.width, Double(toggleRow.width) - 24, "the switch ends the row")
            // The picker's title is at the row's start, its drop-down at the end.
            let dropDown = try XCTUnwrap(widgets("GtkDropDown", in: root).first)
            let pickerRow = try XCTUnwrap(rows.first { dropDown.isInside($0) })
            let title = try XCTUnwrap(descendants(pickerRow).first { $0.property("label")?.string == "Theme" })
            let titleBounds = try XCTUnwrap(title.bounds(relativeTo: pickerRow))
            let dropBounds = try XCTUnwrap(dropDown.bounds(relativeTo: pickerRow))
            XCTAssertLessThan(titleBounds.x, 24)
            XCTAssertGreaterThan(dropBounds.x + dropBounds.width, Double(pickerRow.width) - 24, "the drop-down ends the row")
            XCTAssertGreaterThan(dropBounds.x, Double(pickerRow.width) / 2)
            // The toggle still writes the binding.
            toggle.setProperty("active", false)
            XCTAssertFalse(store.notifications)
        }
    }

    func testControlsOutsideSectionsFormASectionOfTheirOwn() throws {
        try onMain {
            let store = SettingsStore()
            let fixture = ToolbarFixture(
                Form {
                    Toggle("Wi-Fi", isOn: store.notificationsBinding)
                    Section("Network") { LabeledContent("Address", value: "10.0.0.2") }
                    LabeledContent("Status", value: "Connected")
                })
            defer { fixture.close() }
            fixture.settle()
            let lists = widgets("GtkListBox", in: fixture.hosting.widget)
            XCTAssertEqual(lists.map { rowTexts(of: $0) }, [[["Wi-Fi"]], [["Address", "10.0.0.2"]], [["Status", "Connected"]]])
        }
    }

    func testColumnsStyleRightAlignsTheLabelsInOneColumn() throws {
        try onMain {
            let store = SettingsStore()
            let fixture = ToolbarFixture(settingsForm(store).formStyle(.columns))
            defer { fixture.close() }
            fixture.settle()
            let root = fixture.hosting.widget
            XCTAssertTrue(widgets("GtkListBox", in: root).isEmpty, "columns draw no boxed list")
            XCTAssertFalse(widgets("GtkCheckButton", in: root).isEmpty, "a toggle is a check box, as on macOS")
            let entry = try XCTUnwrap(widgets("GtkEntry", in: root).first)
            let dropDown = try XCTUnwrap(widgets("GtkDropDown", in: root).first)
            let entryX = try XCTUnwrap(entry.bounds(relativeTo: root)).x
            let dropX = try XCTUnwrap(dropDown.bounds(relativeTo: root)).x
            XCTAssertEqual(entryX, dropX, accuracy: 1, "the controls start at the same column")
            let nameLabel = try XCTUnwrap(descendants(root).first { $0.property("label")?.string == "Name" })
            let themeLabel = try XCTUnwrap(descendants(root).first { $0.property("label")?.string == "Theme" })
            XCTAssertEqual(nameLabel.width, themeLabel.width, "the labels share one column")
        }
    }

    func testLabelsHiddenLeavesTheControlsAlone() throws {
        try onMain {
            let store = SettingsStore()
            let fixture = ToolbarFixture(settingsForm(store).labelsHidden())
            defer { fixture.close() }
            fixture.settle()
            let lists = widgets("GtkListBox", in: fixture.hosting.widget)
            XCTAssertEqual(rowTexts(of: lists[0]), [[], ["System"]])
            XCTAssertEqual(rowTexts(of: lists[1]), [[], [], ["2.1"]])
            let toggle = try XCTUnwrap(widgets("GtkSwitch", in: fixture.hosting.widget).first)
            XCTAssertEqual(toggle.accessibleLabel, "Notifications", "screen readers still read the label")
        }
    }

    func testACustomFormStyleReceivesTheContent() throws {
        try onMain {
            let store = SettingsStore()
            let fixture = ToolbarFixture(settingsForm(store).formStyle(CaptionedFormStyle()))
            defer { fixture.close() }
            fixture.settle()
            let root = fixture.hosting.widget
            XCTAssertEqual(visibleLabels(in: root).first, "Captioned")
            XCTAssertTrue(widgets("GtkListBox", in: root).isEmpty, "the style lays the content out itself")
            XCTAssertFalse(widgets("GtkCheckButton", in: root).isEmpty, "outside form rows a toggle is a check box")
        }
    }

    func testTheFormFollowsItsData() throws {
        try onMain {
            let store = SettingsStore()
            let fixture = ToolbarFixture(settingsForm(store))
            defer { fixture.close() }
            let root = fixture.hosting.widget
            let rowBefore = widgets("GtkListBoxRow", in: root)[3]
            store.copies = 5
            fixture.hosting.update(settingsForm(store))
            fixture.settle()
            let lists = widgets("GtkListBox", in: root)
            XCTAssertEqual(rowTexts(of: lists[1])[1], ["Copies: 5"])
            XCTAssertTrue(widgets("GtkListBoxRow", in: root)[3].isSameObject(as: rowBefore), "rows are kept")
        }
    }

    func testASectionOutsideFormsAndListsIsAColumn() throws {
        try onMain {
            let fixture = ToolbarFixture(Section("Title") { Text("Body") })
            defer { fixture.close() }
            XCTAssertEqual(visibleLabels(in: fixture.hosting.widget), ["Title", "Body"])
            XCTAssertTrue(widgets("GtkListBox", in: fixture.hosting.widget).isEmpty)
        }
    }
}
