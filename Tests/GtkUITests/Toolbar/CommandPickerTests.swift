import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A `Picker` and a `Link` in the app's commands, as macOS apps put a
/// "Sort By" picker in their View menu and a website link in Help: read
/// back from the menu bar GTK shows, and operated through its actions.
final class CommandPickerTests: GtkTestCase {
    private struct ViewCommands: Commands {
        let sort: Binding<String>
        let zoom: Binding<Int>
        let open: (URL) -> Void

        var body: some Commands {
            CommandMenu(Text("Arrange")) {
                Picker("Sort By", selection: sort) {
                    Text("Name").tag("name")
                    Text("Date Modified").tag("date")
                }
                Divider()
                Picker("Zoom", selection: zoom) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.inline)
            }
            CommandGroup(replacing: .help) {
                Link("GtkUI Website", destination: URL(string: "https://example.org/gtkui")!)
                    .environment(
                        \.openURL,
                        OpenURLAction { url in
                            open(url)
                            return .handled
                        })
            }
        }
    }

    func testAPickerIsRadioItemsBoundToItsSelectionAndALinkAnItem() throws {
        try onMain {
            var sort = "name"
            var zoom = 2
            var opened: [URL] = []
            let scene = WindowGroup { Text("x") }
                .commands {
                    ViewCommands(
                        sort: Binding(get: { sort }, set: { sort = $0 }),
                        zoom: Binding(get: { zoom }, set: { zoom = $0 }), open: { opened.append($0) })
                }
            let runtime = AppRuntime(
                appID: "org.gtkui.CommandPickerTests", about: AboutInfo(name: "Tester", version: "1"), scene: scene)
            defer { runtime.resignCurrent() }
            runtime.menuBar.build()
            let bar = runtime.menuBar.menu.outline
            let arrange = try XCTUnwrap(bar.first { $0.label == "Arrange" }, "the Text-titled menu")
            let sections = try XCTUnwrap(arrange.submenu)
            // The default style: a submenu titled by the label; `.inline`: the options in the menu.
            let sortBy = try XCTUnwrap(sections.first?.section?.first)
            XCTAssertEqual(sortBy.label, "Sort By")
            XCTAssertEqual(sortBy.submenu?.compactMap(\.label), ["Name", "Date Modified"])
            let inline = sections.last?.section?.first?.section
            XCTAssertEqual(inline?.compactMap(\.label), ["Small", "Large"], "an inline picker's options in their own section")

            let sortAction = try XCTUnwrap(action(of: sortBy.submenu?.last, in: runtime))
            XCTAssertEqual(sortAction.state?.string, "0", "the selected option is the checked one")
            sortAction.activate(.string("1"))
            XCTAssertEqual(sort, "date", "choosing an option writes the selection")
            XCTAssertEqual(sortAction.state?.string, "1")

            let zoomAction = try XCTUnwrap(action(of: inline?.first, in: runtime))
            XCTAssertEqual(zoomAction.state?.string, "1")
            zoomAction.activate(.string("0"))
            XCTAssertEqual(zoom, 1)

            let help = try XCTUnwrap(bar.first { $0.label == "Help" })
            XCTAssertEqual(help.sectionLabels.first, ["GtkUI Website"], "the link replaces the help items")
            let link = try XCTUnwrap(action(of: help.submenu?.first?.section?.first, in: runtime))
            XCTAssertTrue(link.isEnabled, "a link is never a dead item")
            link.activate()
            XCTAssertEqual(opened, [URL(string: "https://example.org/gtkui")!], "the item opens the link's URL")
        }
    }

}

/// The menu bar's action an item activates.
@MainActor
private func action(of item: MenuItemOutline?, in runtime: AppRuntime) -> SimpleAction? {
    guard let name = item?.action else { return nil }
    return runtime.menuBar.dynamicActions.first { "app.\($0.name)" == name }
}
