import Gtk
import GtkTestSupport
// Renders the browser and iOS navigation-bar programs of this folder in
// real windows: hidden items, system items placed where declared, the
// search field's focus state, the iOS navigation-bar forms, rename by focus.
import XCTest

@testable import GtkUI

final class SystemItemsProgramTests: ProgramTestCase {
    func testBrowserShowsHiddenItemsWhenTheyApplyAndMovesTheSystemItems() {
        onMain {
            let w = ToolbarProgramWindow(BrowserToolbarProgram())
            defer { w.close() }
            guard let toolbar = w.host.toolbar else { return XCTFail("no customizable toolbar") }
            let shown = { toolbar.orderedSlots.filter { $0.box.isMapped }.map(\.entry.id) }
            XCTAssertEqual(shown(), ["reload", "share"], "Stop shows only while loading")
            XCTAssertEqual(w.end, ["Search Page", "Toggle Sidebar"], "no downloads yet: the Downloads item is hidden")
            w.click("Reload")
            XCTAssertEqual(shown(), ["reload", "stop", "share"])
            w.click("Stop")
            XCTAssertEqual(shown(), ["reload", "share"])
            w.click("Download Page")
            XCTAssertEqual(w.end, ["Search Page", "Toggle Sidebar", "Downloads (1)"])
            XCTAssertTrue(w.buttons("Downloads (1)").first?.isMapped ?? false)

            guard let entry = find(SearchEntry.self, in: w.hosting).first else { return XCTFail("no search field") }
            XCTAssertFalse(w.window.focusWidget?.isInside(entry) ?? false)
            w.click("Find on Page")
            XCTAssertTrue(w.window.focusWidget?.isInside(entry) ?? false, "Find on Page focuses the search field")
        }
    }

    func testBrowserScenesReplaceNewWindow() {
        onMain {
            let runtime = AppRuntime(
                appID: "org.gtkui.SystemItemsProgramTests", about: AboutInfo(name: "Browser", version: "1"),
                scene: BrowserScenes())
            defer { runtime.resignCurrent() }
            runtime.menuBar.build()
            let file = runtime.menuBar.menu.outline.first { $0.label == "File" }?.sectionLabels.flatMap { $0 } ?? []
            XCTAssertTrue(file.contains("New Private Window"), "\(file)")
            XCTAssertFalse(file.contains("New Window"), "\(file)")
        }
    }

    func testIOSNavigationBarItemsRenameAndSearch() {
        onMain {
            let w = ToolbarProgramWindow(IOSNavigationBarProgram())
            defer { w.close() }
            XCTAssertEqual(w.window.title, "Today's Flavors")
            XCTAssertEqual(w.start, ["Hours"])
            XCTAssertEqual(w.end, ["Search", "Specials"], "the search field, then the trailing view as one item")
            XCTAssertTrue(w.texts.contains("No specials"))
            w.click("Specials")
            XCTAssertTrue(w.texts.contains("Specials: Pistachio"), "\(w.texts)")
            XCTAssertNotNil(find(SearchEntry.self, in: w.hosting).first?.isMapped, "the search field is in the bar")
            // Rename in a row's context menu: the row's field takes the keyboard.
            let fields = find(Gtk::TextField.self, in: w.hosting).filter { !($0 is SearchEntry) }
            XCTAssertEqual(fields.count, 2)
            guard let menu = find(ContextMenuNode.self, in: w.hosting).first, let row = menu.widgets.first
            else { return XCTFail("no context menu on the rows") }
            menu.open(on: row, at: Rect(x: 1, y: 1, width: 1, height: 1))
            XCTAssertEqual(menu.openMenu?.labels, ["Rename"])
            XCTAssertTrue(row.activateAction("context-menu.item-1"), "Rename is enabled: the row sets a rename action")
            menu.closeMenu()
            w.settle()
            XCTAssertTrue(w.window.focusWidget?.isInside(fields[0]) ?? false, "the first flavor's field is being renamed")
        }
    }

    func testFullScreenPhotoHidesItsBarUntilAsked() {
        onMain {
            let w = ToolbarProgramWindow(FullScreenPhotoProgram())
            defer { w.close() }
            XCTAssertEqual(w.end, [], "the bar's items are hidden")
            XCTAssertEqual(w.host.headerBarItems.settings.showsTitle, false)
            w.click("Show Controls")
            XCTAssertEqual(w.end, ["Done"])
            XCTAssertEqual(w.window.title, "IMG_0042")
        }
    }
}
