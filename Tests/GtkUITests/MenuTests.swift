import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

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
}
