import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct SettingsList: View {
    var body: some View {
        List {
            NavigationLink("General") { Text("General settings").navigationTitle("General") }
            NavigationLink("Privacy", destination: Text("Privacy settings"))
        }
        .navigationBarTitle("Settings")
    }
}

/// A deprecated `isActive` link and a `tag:selection:` link.
@MainActor
private final class ActiveStore {
    var active = false
    var selected: String?
    var activeBinding: Binding<Bool> { Binding(get: { self.active }, set: { self.active = $0 }) }
    var selectedBinding: Binding<String?> { Binding(get: { self.selected }, set: { self.selected = $0 }) }
}

final class NavigationViewTests: GtkTestCase {
    func testOneChildIsAStackAndTwoAreASplitView() throws {
        try onMain {
            let fixture = ToolbarFixture(NavigationView { SettingsList() })
            defer { fixture.close() }
            fixture.settle()
            XCTAssertNotNil(fixture.stackNode)
            XCTAssertEqual(fixture.host.window.title, "Settings")
            let list = try XCTUnwrap(only(ListViewNode.self, in: fixture.hosting))
            fixture.row(0, of: list).map { XCTAssertTrue(fixture.showsChevron($0)) }
            fixture.row(0, of: list)?.root.linkActivation?()
            fixture.settleTransition()
            XCTAssertEqual(fixture.host.window.title, "General")
            XCTAssertNotNil(fixture.backButton)

            let split = ToolbarFixture(
                NavigationView {
                    SettingsList()
                    Text("Choose a setting")
                })
            defer { split.close() }
            split.settle()
            let node = try XCTUnwrap(only(SplitViewNode.self, in: split.hosting))
            XCTAssertTrue(split.shownTexts(in: node.detail.box).contains("Choose a setting"))
            let sidebarList = try XCTUnwrap(only(ListViewNode.self, in: split.hosting))
            split.row(1, of: sidebarList)?.root.linkActivation?()
            split.settle()
            XCTAssertEqual(split.shownTexts(in: node.detail.box), ["Privacy settings"])
        }
    }

    func testTheStackStyleMakesAStackOfTheFirstView() throws {
        try onMain {
            let fixture = ToolbarFixture(
                NavigationView {
                    SettingsList()
                    Text("Placeholder")
                }.navigationViewStyle(.stack))
            defer { fixture.close() }
            fixture.settle()
            XCTAssertNotNil(fixture.stackNode)
            XCTAssertTrue(find(SplitViewNode.self, in: fixture.hosting).isEmpty)
            XCTAssertFalse(fixture.contentTexts.contains("Placeholder"))
            _ = StackNavigationViewStyle()
            _ = DoubleColumnNavigationViewStyle()
            let columns = ToolbarFixture(
                NavigationView {
                    SettingsList()
                    Text("Placeholder")
                }.navigationViewStyle(.columns))
            defer { columns.close() }
            columns.settle()
            XCTAssertNotNil(only(SplitViewNode.self, in: columns.hosting))
        }
    }

    @available(*, deprecated)
    func testDeprecatedIsActiveAndTagLinksFollowTheirBindings() throws {
        try onMain {
            let store = ActiveStore()
            @MainActor func view() -> some View {
                NavigationView {
                    VStack {
                        NavigationLink(destination: Text("Activated"), isActive: store.activeBinding) { Text("Activate") }
                        NavigationLink("Tagged", destination: Text("Tag page"), tag: "t", selection: store.selectedBinding)
                    }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            fixture.shownButton("Activate")?.click()
            XCTAssertTrue(store.active, "activating sets isActive")
            fixture.hosting.update(view())
            fixture.settleTransition()
            XCTAssertTrue(fixture.contentTexts.contains("Activated"))
            fixture.backButton?.click()
            fixture.settleTransition()
            XCTAssertFalse(store.active, "Back sets isActive to false")
            store.selected = "t"
            fixture.hosting.update(view())
            fixture.settleTransition()
            XCTAssertTrue(fixture.contentTexts.contains("Tag page"))
            fixture.backButton?.click()
            fixture.settleTransition()
            XCTAssertNil(store.selected, "Back clears the selection")
        }
    }
}
