import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The tabs of a tab view a test selects.
private enum Pane: Hashable { case inbox, sent, archive }

@MainActor
private final class TabStore {
    var tab = 1
    var pane = Pane.inbox
    var tabBinding: Binding<Int> { Binding(get: { self.tab }, set: { self.tab = $0 }) }
    var paneBinding: Binding<Pane> { Binding(get: { self.pane }, set: { self.pane = $0 }) }
}

/// A page with state of its own, to see that switching tabs keeps it.
private struct CounterPage: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

@MainActor
private func classicTabs(_ store: TabStore) -> some View {
    TabView(selection: store.tabBinding) {
        Text("Library page")
            .tabItem { Label("Library", systemImage: "books.vertical") }
            .tag(0)
        CounterPage()
            .tabItem { Label("Counter", systemImage: "number") }
            .tag(1)
        Text("Store page")
            .tabItem { Text("Store") }
            .tag(2)
    }
}

final class TabViewTests: GtkTestCase {
    func testTabsArePagesOfAStackWithTheSwitcherInTheHeaderBar() throws {
        try onMain {
            let store = TabStore()
            let fixture = ToolbarFixture(classicTabs(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TabViewNode.self, in: fixture.hosting))
            XCTAssertEqual(node.stack.typeName, "GtkStack")
            XCTAssertTrue(node.switcherInHeaderBar, "the tab view is the window's content")
            XCTAssertTrue(node.switcher.isInside(fixture.host.headerBar), "GNOME's view switcher sits in the header bar")
            let buttons = node.switcher.children.compactMap { visibleLabels(in: $0).first }
            XCTAssertEqual(buttons, ["Library", "Counter", "Store"])
            XCTAssertEqual(node.shownKey, AnyHashable(1), "the binding chose the page")
            XCTAssertEqual(visibleLabels(in: node.stack), ["Count 0"])
        }
    }

    func testTheSelectionFollowsTheBindingBothWays() throws {
        try onMain {
            let store = TabStore()
            let fixture = ToolbarFixture(classicTabs(store))
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TabViewNode.self, in: fixture.hosting))
            // The user clicks the "Store" button of the switcher.
            let storeButton = try XCTUnwrap(node.switcher.children.last)
            XCTAssertTrue(storeButton.activate())
            fixture.settle(0.4)  // GtkButton's activation clicks after 250 ms
            XCTAssertEqual(store.tab, 2, "a click on a tab writes the binding")
            fixture.hosting.update(classicTabs(store))
            fixture.settle()
            XCTAssertEqual(visibleLabels(in: node.stack), ["Store page"])
            store.tab = 0
            fixture.hosting.update(classicTabs(store))
            fixture.settle()
            XCTAssertEqual(node.shownKey, AnyHashable(0))
            XCTAssertEqual(visibleLabels(in: node.stack), ["Library page"])
        }
    }

    func testPagesAreMadeWhenFirstShownAndKeepTheirState() throws {
        try onMain {
            let store = TabStore()
            store.tab = 0
            let fixture = ToolbarFixture(classicTabs(store))
            defer { fixture.close() }
            let node = try XCTUnwrap(only(TabViewNode.self, in: fixture.hosting))
            XCTAssertTrue(find(CompositeNode<CounterPage>.self, in: fixture.hosting).isEmpty, "an unseen page is not made")
            store.tab = 1
            fixture.hosting.update(classicTabs(store))
            fixture.settle()
            let counter = try XCTUnwrap(widgets("GtkButton", in: node.stack).first { visibleLabels(in: $0) == ["Count 0"] })
            XCTAssertTrue(counter.activate())
            fixture.settle()
            store.tab = 2
            fixture.hosting.update(classicTabs(store))
            store.tab = 1
            fixture.hosting.update(classicTabs(store))
            fixture.settle()
            XCTAssertEqual(visibleLabels(in: node.stack), ["Count 1"], "the page's state survives switching tabs")
        }
    }

    func testTheTabAPIWithValuesAndSections() throws {
        try onMain {
            let store = TabStore()
            @MainActor func view() -> some View {
                TabView(selection: store.paneBinding) {
                    Tab("Inbox", systemImage: "tray", value: Pane.inbox) { Text("Inbox page") }
                    TabSection("Folders") {
                        Tab("Sent", systemImage: "paperplane", value: Pane.sent) { Text("Sent page") }
                        Tab("Archive", systemImage: "archivebox", value: Pane.archive) { Text("Archive page") }
                    }
                }
            }
            let fixture = ToolbarFixture(VStack { view() })
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TabViewNode.self, in: fixture.hosting))
            XCTAssertFalse(node.switcherInHeaderBar, "inside a stack: the switcher is above the pages")
            XCTAssertTrue(node.switcher.isInside(node.widget))
            XCTAssertEqual(node.switcher.children.compactMap { visibleLabels(in: $0).first }, ["Inbox", "Sent", "Archive"])
            XCTAssertTrue(node.switcher.children[2].activate())
            fixture.settle(0.4)
            XCTAssertEqual(store.pane, .archive)
            fixture.hosting.update(VStack { view() })
            fixture.settle()
            XCTAssertEqual(visibleLabels(in: node.stack), ["Archive page"])
        }
    }

    func testTabsWithoutSelectionKeepTheirOwn() throws {
        try onMain {
            @MainActor func view() -> some View {
                TabView {
                    Tab("One", systemImage: "1.circle") { Text("First") }
                    Tab("Two", systemImage: "2.circle") { Text("Second") }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            let node = try XCTUnwrap(only(TabViewNode.self, in: fixture.hosting))
            XCTAssertEqual(visibleLabels(in: node.stack), ["First"], "the first tab at first")
            XCTAssertTrue(node.switcher.children[1].activate())
            fixture.settle(0.4)
            fixture.hosting.update(view())
            fixture.settle()
            XCTAssertEqual(visibleLabels(in: node.stack), ["Second"], "a re-render keeps the user's tab")
        }
    }

    func testTabViewStylesMapToGnomeWidgets() throws {
        try onMain {
            let store = TabStore()
            let fixture = ToolbarFixture(
                VStack {
                    classicTabs(store).tabViewStyle(.sidebarAdaptable)
                    classicTabs(store).tabViewStyle(.page)
                    classicTabs(store).tabViewStyle(.page(indexDisplayMode: .never))
                })
            defer { fixture.close() }
            let nodes = find(TabViewNode.self, in: fixture.hosting)
            XCTAssertEqual(nodes.count, 3)
            XCTAssertEqual(childTypes(nodes[0].widget), ["GtkStackSidebar", "GtkSeparator", "GtkStack"])
            XCTAssertEqual(childTypes(nodes[1].widget), ["GtkStack", "GtkStackSwitcher"], "the index below the pages")
            XCTAssertEqual(nodes[1].stack.transition, .slideLeftRight)
            XCTAssertEqual(childTypes(nodes[2].widget), ["GtkStack"])
        }
    }
}
