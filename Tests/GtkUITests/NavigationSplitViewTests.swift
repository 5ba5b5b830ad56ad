import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A visibility a test and the split view share.
@MainActor
private final class VisibilityStore {
    var visibility = NavigationSplitViewVisibility.all
    var binding: Binding<NavigationSplitViewVisibility> {
        Binding(get: { self.visibility }, set: { self.visibility = $0 })
    }
}

@MainActor
private func twoColumns(_ store: VisibilityStore, removingToggle: Bool = false) -> some View {
    NavigationSplitView(columnVisibility: store.binding) {
        List {
            Text("Inbox")
            Text("Archive")
        }
        .navigationSplitViewColumnWidth(min: 150, ideal: 240, max: 300)
        .toolbar(removing: removingToggle ? .sidebarToggle : nil)
    } detail: {
        Text("Detail")
    }
}

final class NavigationSplitViewTests: GtkTestCase {
    func testTwoColumnsSitInAPanedWithTheSidebarListDrawnAsASidebar() throws {
        try onMain {
            let store = VisibilityStore()
            let fixture = ToolbarFixture(twoColumns(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            XCTAssertEqual(node.widget.typeName, "GtkPaned")
            XCTAssertTrue(node.sidebar.box.isVisible)
            XCTAssertTrue(node.sidebar.box.hasCSSClass("sidebar"))
            let list = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            XCTAssertTrue(list.listView.hasCSSClass("navigation-sidebar"), "an automatic list in a sidebar is a sidebar")
            XCTAssertEqual(node.dividerPositions, [240], "the sidebar starts at its ideal width")
            XCTAssertGreaterThanOrEqual(node.sidebar.box.width, 150)
        }
    }

    func testTheHeaderBarToggleHidesAndShowsTheSidebarAndWritesTheBinding() throws {
        try onMain {
            let store = VisibilityStore()
            let fixture = ToolbarFixture(twoColumns(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            let toggle = try XCTUnwrap(node.toggle?.button)
            XCTAssertTrue(toggle.isInside(fixture.host.headerBar), "the toggle is in the window's header bar")
            XCTAssertEqual(toggle.accessibleLabel, "Toggle Sidebar")
            XCTAssertTrue(toggle.isActive)
            toggle.click()
            XCTAssertEqual(store.visibility, .detailOnly)
            XCTAssertFalse(node.sidebar.box.isVisible)
            XCTAssertEqual(toggle.tooltip, "Show Sidebar")
            toggle.click()
            XCTAssertEqual(store.visibility, .all)
            XCTAssertTrue(node.sidebar.box.isVisible)
            // The program hides the sidebar through the binding.
            store.visibility = .detailOnly
            fixture.hosting.update(twoColumns(store))
            XCTAssertFalse(node.sidebar.box.isVisible)
            XCTAssertFalse(toggle.isActive, "the toggle follows the binding")
        }
    }

    func testTheSidebarsAndTheDetailsToolbarItemsShareTheWindowsHeaderBar() throws {
        try onMain {
            let fixture = ToolbarFixture(
                NavigationSplitView {
                    List {
                        Text("Inbox")
                    }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("New Folder", systemImage: "folder.badge.plus") {} }
                    }
                } detail: {
                    Text("Message")
                        .toolbar {
                            ToolbarItem(placement: .navigation) { Button("Back", systemImage: "chevron.left") {} }
                            ToolbarItem(placement: .primaryAction) { Button("Reply", systemImage: "arrowshape.turn.up.left") {} }
                        }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Info", systemImage: "info.circle") {} }
                })
            defer { fixture.close() }
            fixture.settle()
            let items = fixture.host.headerBarItems
            let node = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            let toggle = try XCTUnwrap(node.toggle?.button)
            XCTAssertEqual(itemNames(items.end), ["New Folder", "Reply", "Info"], "one header bar, in the views' order")
            XCTAssertEqual(itemNames(items.start), ["Back"])
            XCTAssertTrue(toggle.isInside(fixture.host.headerBar), "beside them, the sidebar toggle")
            let back = try XCTUnwrap(items.start.placed.first)
            XCTAssertLessThan(
                toggle.bounds(relativeTo: fixture.host.headerBar)?.x ?? .infinity,
                back.bounds(relativeTo: fixture.host.headerBar)?.x ?? 0, "the toggle leads, as on macOS")
        }
    }

    func testSidebarCommandsHideAndShowTheActiveWindowsSidebarFromTheViewMenu() throws {
        try onMain {
            let store = VisibilityStore()
            let runtime = documentRuntime(WindowGroup("Mail") { twoColumns(store) }.commands { SidebarCommands() })
            defer { closeAll(runtime) }
            runtime.openWindow()
            let window = try XCTUnwrap(runtime.windows.first?.host.window)
            @MainActor func sidebarItem() throws -> MenuItemOutline {
                runtime.menuBar.build()
                let view = try XCTUnwrap(runtime.menuBar.menu.outline.first { $0.label == "View" }, "a View menu")
                let items = (view.submenu ?? []).flatMap { $0.section ?? [$0] }
                return try XCTUnwrap(items.first { $0.label?.hasSuffix("Sidebar") == true }, "\(view.sectionLabels)")
            }
            let hide = try sidebarItem()
            XCTAssertEqual(hide.label, "Hide Sidebar")
            XCTAssertEqual(hide.accelerator, "<Control><Alt>s")
            XCTAssertTrue(window.activateAction(try XCTUnwrap(hide.action)))
            XCTAssertEqual(store.visibility, .detailOnly, "the item hides the sidebar and writes the binding")
            let show = try sidebarItem()
            XCTAssertEqual(show.label, "Show Sidebar", "the item follows the sidebar")
            XCTAssertTrue(window.activateAction(try XCTUnwrap(show.action)))
            XCTAssertEqual(store.visibility, .all)
        }
    }

    func testThreeColumnVisibilities() throws {
        try onMain {
            let store = VisibilityStore()
            @MainActor func view() -> some View {
                NavigationSplitView(columnVisibility: store.binding) {
                    Text("Sidebar")
                } content: {
                    Text("Content")
                } detail: {
                    Text("Detail")
                }
            }
            let fixture = ToolbarFixture(view(), width: 1000)
            defer { fixture.close() }
            let node = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            let content = try XCTUnwrap(node.content)
            var shown: [Bool] { [node.sidebar.box.isVisible, content.box.isVisible, node.detail.box.isVisible] }
            XCTAssertEqual(shown, [true, true, true])
            store.visibility = .doubleColumn
            fixture.hosting.update(view())
            XCTAssertEqual(shown, [false, true, true])
            store.visibility = .detailOnly
            fixture.hosting.update(view())
            XCTAssertEqual(shown, [false, false, true])
            node.toggleSidebar()
            XCTAssertEqual(store.visibility, .all)
            XCTAssertEqual(shown, [true, true, true])
            node.toggleSidebar()
            XCTAssertEqual(store.visibility, .doubleColumn, "hiding the sidebar of three columns keeps the content")
        }
    }

    func testToolbarRemovingSidebarToggleTakesTheButtonAway() throws {
        try onMain {
            let fixture = ToolbarFixture(twoColumns(VisibilityStore(), removingToggle: true))
            defer { fixture.close() }
            let node = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            XCTAssertEqual(node.toggle?.isShown, false)
        }
    }

    func testDividerStaysWithinTheColumnWidthsAndIsKeptForTheWindow() throws {
        try onMain {
            let store = VisibilityStore()
            let fixture = ToolbarFixture(AnyViewSwap(showsSplit: true, store: store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            node.widget.position = 500
            XCTAssertEqual(node.widget.position, 300, "max 300")
            node.widget.position = 180
            XCTAssertEqual(node.widget.position, 180)
            // The same window shows a new split view (another scene content): it starts where the user left it.
            fixture.hosting.update(AnyViewSwap(showsSplit: false, store: store))
            fixture.hosting.update(AnyViewSwap(showsSplit: true, store: store))
            fixture.settle()
            let again = try XCTUnwrap(only(SplitViewNode.self, in: fixture.hosting))
            XCTAssertFalse(again === node)
            XCTAssertEqual(again.dividerPositions, [180])
        }
    }
}

/// Shows a split view or not, to make a new one in the same window.
private struct AnyViewSwap: View {
    let showsSplit: Bool
    let store: VisibilityStore
    var body: some View {
        if showsSplit { twoColumns(store) } else { Text("Nothing") }
    }
}

/// The detail column's rectangle in the window's content: the paned's end child's area.
@MainActor
private func detailArea(_ node: SplitViewNode, in root: Widget) -> Rect? {
    guard let paned = node.widget.bounds(relativeTo: root), let sidebar = node.sidebar.box.bounds(relativeTo: root) else { return nil }
    let start = sidebar.x + sidebar.width + 1  // the divider's line
    return Rect(x: start, y: paned.y, width: paned.x + paned.width - start, height: paned.height)
}

extension NavigationSplitViewTests {
    /// A detail smaller than its column sits in the column's middle, both
    /// ways, as SwiftUI centres a view smaller than the size offered; a
    /// detail that fills (a `List`) keeps the whole column.
    func testSmallDetailContentIsCentredAndAListFillsTheColumn() throws {
        for detail in ["text", "unavailable", "list"] {
            try onMain {
                let shown = Presented(
                    NavigationSplitView {
                        List { Text("Inbox") }
                    } detail: {
                        switch detail {
                        case "text": AnyView(Text("Select an item"))
                        case "unavailable": AnyView(ContentUnavailableView("No Mail", systemImage: "tray"))
                        default: AnyView(List { Text("First message") })
                        }
                    }, width: 700, height: 500)
                defer { shown.close() }
                let node = try XCTUnwrap(only(SplitViewNode.self, in: shown.hosting))
                let area = try XCTUnwrap(detailArea(node, in: shown.hosting.widget))
                let shownText = detail == "text" ? "Select an item" : detail == "unavailable" ? "No Mail" : "First message"
                let text = try XCTUnwrap(label(shownText, in: shown.hosting))
                let frame = try XCTUnwrap(shown.frame(of: text))
                if detail == "list" {
                    let list = try XCTUnwrap(only(ListViewNode.self, in: node.detail)).widget
                    let listFrame = try XCTUnwrap(shown.frame(of: list))
                    XCTAssertEqual(listFrame.height, area.height, accuracy: 1, "the list fills the column's height")
                    XCTAssertEqual(listFrame.width, area.width, accuracy: 1, "and its width")
                    XCTAssertLessThan(frame.y, area.y + 60, "its first row at the top")
                } else {
                    XCTAssertEqual(frame.x + frame.width / 2, area.x + area.width / 2, accuracy: 2, "\(detail): centred across")
                    if detail == "text" {
                        XCTAssertEqual(frame.y + frame.height / 2, area.y + area.height / 2, accuracy: 2, "\(detail): centred down")
                    } else {
                        XCTAssertGreaterThan(frame.y, area.y + area.height / 3, "\(detail): in the middle third")
                        XCTAssertLessThan(frame.y + frame.height, area.y + area.height * 2 / 3, "\(detail): in the middle third")
                    }
                }
            }
        }
    }
}
