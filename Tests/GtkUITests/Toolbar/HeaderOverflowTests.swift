import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `.toolbar { }` items that do not fit a narrow window: they leave the
/// header bar for an overflow menu, from the trailing end, and stay usable
/// there, each as the menu entry it is.
final class HeaderOverflowTests: GtkTestCase {
    func testItemsThatDoNotFitGoToTheOverflowMenuAndWorkThere() throws {
        try onMain {
            let fixture = ToolbarFixture(CrowdedToolbar(model: CrowdedModel()), width: 1200)
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            let overflow = items.overflow
            let names = ["Add", "Bold", "Sort By", "Export", "Archive", "Pinned", "Delete"]
            XCTAssertEqual(mappedItemNames(items), names, "wide: every item in the header bar")
            XCTAssertFalse(overflow.button.isMapped, "and no overflow button")

            fixture.window.setDefaultSize(width: 360, height: 400)
            spin { overflow.button.isMapped }
            fixture.settle()
            XCTAssertLessThan(fixture.window.width, 480, "the items no longer hold the window wide")
            let shown = mappedItemNames(items)
            XCTAssertLessThan(shown.count, names.count, "some items left the header bar")
            XCTAssertEqual(shown, Array(names.prefix(shown.count)), "from the trailing end")
            XCTAssertEqual(overflow.listedItemIDs.count, names.count - shown.count, "each one in the menu")

            overflow.button.popup()
            spin { overflow.isOpen && overflow.rows.contains(where: \.isMapped) }
            let rows = overflow.rows.flatMap { [$0] + descendants($0) }.filter(\.isMapped)
            @MainActor func row(_ type: String, _ label: String) -> Widget? {
                rows.first { $0.typeName == type && $0.property("label")?.string == label }
            }
            // Buttons, each button of a group, a toggle, a picker's options and a menu.
            XCTAssertNotNil(row("GtkButton", "Delete"), "a button is a menu item")
            XCTAssertNotNil(row("GtkButton", "Archive"), "each button of a group is an item")
            XCTAssertNotNil(row("GtkButton", "Flag"))
            let export = try XCTUnwrap(row("GtkMenuButton", "Export"), "a menu is a submenu")
            if !shown.contains("Sort By") {
                let date = try XCTUnwrap(row("GtkCheckButton", "Date"), "a picker's options are radio items")
                XCTAssertEqual(row("GtkCheckButton", "Name")?.property("active")?.bool, true, "the selected one checked")
                date.setProperty("active", true)
                spin { shownTexts(fixture).contains("Ready, plain, by Date") }
            }
            if !shown.contains("Bold") {
                _ = try XCTUnwrap(row("GtkCheckButton", "Bold"), "a toggle is a check item").activate()
                spin { shownTexts(fixture).contains { $0.contains("bold") } }
            }
            XCTAssertEqual(overflow.submenus.last?.labels, ["PDF", "PNG"], "the submenu holds the menu's items")
            XCTAssertTrue(export.activateAction("context-menu.item-2"))
            spin { shownTexts(fixture).contains { $0.hasPrefix("Exported PNG") } }
            XCTAssertFalse(overflow.isOpen, "choosing in the submenu closes the menu")

            overflow.button.popup()
            spin { overflow.isOpen }
            let again = overflow.rows.flatMap { [$0] + descendants($0) }
            let deleteAgain = try XCTUnwrap(
                again.first { $0.typeName == "GtkButton" && $0.property("label")?.string == "Delete" })
            XCTAssertTrue(deleteAgain.activate())
            spin { shownTexts(fixture).contains { $0.hasPrefix("Deleted") } }
            XCTAssertFalse(overflow.isOpen, "a button closes the menu")

            fixture.window.setDefaultSize(width: 1200, height: 400)
            spin { !overflow.button.isMapped }
            fixture.settle()
            XCTAssertEqual(mappedItemNames(items), names, "wide again: every item back in the header bar")
        }
    }

    func testTheTitleStaysWholeWhileItemsOverflow() throws {
        try onMain {
            let fixture = ToolbarFixture(CrowdedToolbar(model: CrowdedModel()).navigationTitle("Crowded Toolbar Window"), width: 480)
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            spin { items.overflow.button.isMapped }
            fixture.settle()
            XCTAssertFalse(mappedItemNames(items).isEmpty, "some items stay beside the title")
            let title = items.titleColumn.box
            XCTAssertGreaterThan(title.measure(.horizontal).natural, ToolbarBarLayout.titleMinimumWidth)
            XCTAssertGreaterThanOrEqual(title.width, title.measure(.horizontal).natural, "the title is whole: items overflow first")
        }
    }

    func testItemsInTheMenuFollowTheirState() throws {
        try onMain {
            let model = CrowdedModel()
            let fixture = ToolbarFixture(CrowdedToolbar(model: model), width: 360)
            defer { fixture.close() }
            let overflow = fixture.host.headerBarItems.overflow
            spin { overflow.button.isMapped }
            overflow.button.popup()
            spin { overflow.isOpen }
            let checks = overflow.rows.filter { $0.typeName == "GtkCheckButton" }
            let pinned = try XCTUnwrap(checks.first { $0.property("label")?.string == "Pinned" })
            XCTAssertEqual(pinned.property("active")?.bool, false)
            // Toggled elsewhere in the app (the window shows it): the open menu follows.
            model.pinned = true
            fixture.settle()
            spin { pinned.property("active")?.bool == true }
            overflow.button.popdown()
        }
    }
}

/// The texts of the window's content, once pending updates are applied.
@MainActor
private func shownTexts<Content: View>(_ fixture: ToolbarFixture<Content>) -> [String] {
    fixture.hosting.flush()
    return labelTexts(fixture.hosting.widget)
}

/// The names of the end items the header bar shows on screen, in order.
@MainActor
private func mappedItemNames(_ items: HeaderBarItems) -> [String] {
    items.end.placed.filter(\.isMapped).compactMap(\.tooltip)
}

/// What the crowded toolbar changes, kept outside the view so a test can
/// change it as another part of an app would.
@Observable @MainActor
private final class CrowdedModel {
    var bold = false
    var pinned = false
    var sort = "Name"
    var log = "Ready"
}

/// A window with more `.toolbar { }` items than a narrow window holds.
private struct CrowdedToolbar: View {
    @Bindable var model: CrowdedModel

    var body: some View {
        Text("\(model.log), \(model.bold ? "bold" : "plain"), by \(model.sort)\(model.pinned ? ", pinned" : "")")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { model.log = "Added" }
                }
                ToolbarItem {
                    Toggle("Bold", systemImage: "bold", isOn: $model.bold)
                }
                ToolbarItem {
                    Picker("Sort By", selection: $model.sort) {
                        Text("Name").tag("Name")
                        Text("Date").tag("Date")
                    }
                    .pickerStyle(.menu)
                    .help("Sort By")
                }
                ToolbarItem {
                    Menu("Export", systemImage: "square.and.arrow.up") {
                        Button("PDF") { model.log = "Exported PDF" }
                        Button("PNG") { model.log = "Exported PNG" }
                    }
                }
                ToolbarItemGroup {
                    Button("Archive", systemImage: "archivebox") { model.log = "Archived" }
                    Button("Flag", systemImage: "flag") { model.log = "Flagged" }
                }
                ToolbarItem {
                    Toggle("Pinned", systemImage: "pin", isOn: $model.pinned)
                }
                ToolbarItem(placement: .destructiveAction) {
                    Button("Delete", systemImage: "trash") { model.log = "Deleted" }
                }
            }
    }
}
