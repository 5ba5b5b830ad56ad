import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Checks the nested "More" menu of `outer` (a menu holding Button "A" and Menu "More" { Button "B" }):
/// a submenu row in the popover's first page, sliding to B's page and back, as GtkPopoverMenu does.
@MainActor
private func assertSubmenu(of outer: MenuNode, chosen: () -> [String], file: StaticString = #filePath, line: UInt = #line) throws {
    let popoverTree = descendants(outer.popover)
    XCTAssertEqual(popoverTree.filter { $0.typeName == "GtkMenuButton" }.count, 0, "no drop-down inside the menu", file: file, line: line)
    let nested = try XCTUnwrap(find(MenuNode.self, in: outer.items).first, file: file, line: line)
    let submenu = try XCTUnwrap(nested.submenu, file: file, line: line)
    let stack = outer.pager.stack
    let main = outer.items.children.box
    XCTAssertEqual(submenu.row.accessibleLabel, "More", file: file, line: line)
    XCTAssertFalse(submenu.row.hasFrame, "a flat row, as the menu's other items", file: file, line: line)
    XCTAssertTrue(
        descendants(submenu.row).contains { $0.property("icon-name")?.string == "pan-end-symbolic" }, "with a submenu arrow", file: file,
        line: line)
    XCTAssertTrue(labelTexts(in: submenu.row).contains("More"), "showing the menu's label", file: file, line: line)
    XCTAssertTrue(submenu.row.isInside(main), "in the first page", file: file, line: line)
    let b = try XCTUnwrap(find(ButtonNode.self, in: nested.items).first?.widget, file: file, line: line)
    XCTAssertTrue(
        b.isInside(submenu.page) && submenu.page.isInside(stack), "B is on the submenu's page of the same popover", file: file, line: line)

    outer.widget.popup()
    spin { outer.popover.isMapped }
    XCTAssertTrue(stack.isVisibleChild(main), file: file, line: line)
    submenu.row.click()
    XCTAssertTrue(stack.isVisibleChild(submenu.page), "the row slides to the submenu", file: file, line: line)
    spin { b.isMapped && !submenu.row.isMapped }
    XCTAssertTrue(b.isMapped, file: file, line: line)
    XCTAssertEqual(submenu.back.accessibleLabel, "More", file: file, line: line)
    submenu.back.click()
    XCTAssertTrue(stack.isVisibleChild(main), "its title row goes back", file: file, line: line)
    submenu.row.click()
    b.click()
    XCTAssertEqual(chosen(), ["B"], file: file, line: line)
    spin { !outer.popover.isVisible }
    XCTAssertFalse(outer.popover.isVisible, "choosing a submenu item closes the whole menu", file: file, line: line)
    XCTAssertTrue(stack.isVisibleChild(main), "and it opens on its first page next time", file: file, line: line)
}

final class MenuTests: GtkTestCase {
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

    func testAMenuOutsideToolbarsIsNamedByItsLabel() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Menu("Actions") { Button("Rename") {} }
                    ShareLink(item: URL(string: "https://www.gnome.org")!)
                })
            let menus = find(MenuNode.self, in: hosting)
            XCTAssertEqual(menus.map { $0.widget.accessibleLabel }, ["Actions", "Share"], "screen readers say the title")
        }
    }
    func testAMenuInsideAMenuIsASubmenuOfItsPopover() throws {
        try onMain {
            var chosen: [String] = []
            let view = WindowedView(
                VStack {
                    Menu("File") {
                        Button("A") { chosen.append("A") }
                        Menu("More") { Button("B") { chosen.append("B") } }
                    }
                })
            defer { view.close() }
            let menus = find(MenuNode.self, in: view.hosting)
            XCTAssertEqual(menus.count, 2)
            let outer = try XCTUnwrap(menus.first { $0.submenu == nil })
            XCTAssertEqual(descendants(view.hosting.widget).filter { $0.typeName == "GtkMenuButton" }.count, 1, "one menu button")
            try assertSubmenu(of: outer, chosen: { chosen })
        }
    }

    func testAMenuInsideAToolbarMenuIsASubmenu() throws {
        try onMain {
            var chosen: [String] = []
            let fixture = ToolbarFixture(
                Text("Body").toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Menu("File") {
                            Button("A") { chosen.append("A") }
                            Menu("More") { Button("B") { chosen.append("B") } }
                        }
                    }
                })
            defer { fixture.close() }
            let outer = try XCTUnwrap(find(MenuNode.self, in: fixture.hosting).first { $0.submenu == nil })
            XCTAssertTrue(outer.widget.isInside(fixture.host.headerBar))
            try assertSubmenu(of: outer, chosen: { chosen })
        }
    }

    func testAMenuInsideAContextMenuIsASubmenu() throws {
        try onMain {
            var chosen: [String] = []
            let fixture = ToolbarFixture(
                Text("Row").contextMenu {
                    Button("A") { chosen.append("A") }
                    Menu("More") { Button("B") { chosen.append("B") } }
                })
            defer { fixture.close() }
            let node = try XCTUnwrap(only(ContextMenuNode.self, in: fixture.hosting))
            let label = try XCTUnwrap(node.widgets.first)
            node.open(on: label, at: Rect(x: 1, y: 1, width: 1, height: 1))
            let menu = try XCTUnwrap(node.openMenu)
            let items = menu.menu.outline.flatMap { $0.section ?? [$0] }
            XCTAssertEqual(items.map(\.label), ["A", "More"])
            let inner = (items.last?.submenu ?? []).flatMap { $0.section ?? [$0] }
            XCTAssertEqual(inner.map(\.label), ["B"], "More is a GMenu submenu")
            let action = try XCTUnwrap(inner.first?.action)
            XCTAssertTrue(label.activateAction(action))
            XCTAssertEqual(chosen, ["B"])
            node.closeMenu()
        }
    }

    func testClosingAWindowWithASubmenuReleasesEverything() {
        onMain {
            let baseline = warmedUpCounts()
            do {
                let view = WindowedView(
                    VStack {
                        Menu("File") {
                            Button("A") {}
                            Menu("More") { Menu("Even More") { Button("B") {} } }
                        }
                    })
                view.hosting.flush()
                if let outer = find(MenuNode.self, in: view.hosting).first(where: { $0.submenu == nil }) {
                    outer.widget.popup()
                    spin { outer.popover.isMapped }
                    outer.widget.popdown()
                }
                view.close()
            }
            assertAllReleased(since: baseline)
        }
    }
}
