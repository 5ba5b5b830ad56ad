import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Recipe: Hashable {
    let name: String
}

/// A counter whose state must survive a push and pop of the page above it.
private struct CounterRoot: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps \(taps)")
            Button("Tap") { taps += 1 }
            NavigationLink("Open", value: 7)
        }
        .navigationTitle("Root")
        .navigationDestination(for: Int.self) { number in
            Text("Number \(number)").navigationTitle("Page \(number)")
        }
    }
}

/// A page that goes back through `\.dismiss`.
private struct DismissingPage: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }.navigationTitle("Pushed")
    }
}

final class NavigationStackTests: GtkTestCase {
    func testALinkPushesAPageWithItsTitleAndABackButtonThatPops() throws {
        try onMain {
            let fixture = ToolbarFixture(NavigationStack { CounterRoot() })
            defer { fixture.close() }
            fixture.settle()
            let stack = try XCTUnwrap(fixture.stackNode)
            XCTAssertEqual(stack.widget.typeName, "GtkStack")
            XCTAssertEqual(fixture.host.window.title, "Root")
            XCTAssertNil(fixture.backButton, "no Back button at the root")
            fixture.shownButton("Open")?.click()
            fixture.settleTransition()
            XCTAssertEqual(stack.pageDepth, 1)
            XCTAssertEqual(fixture.host.window.title, "Page 7")
            XCTAssertTrue(fixture.contentTexts.contains("Number 7"), "the destination shows: \(fixture.contentTexts)")
            XCTAssertFalse(fixture.contentTexts.contains("Taps 0"), "the root is covered")
            let back = try XCTUnwrap(fixture.backButton, "the header bar shows Back")
            XCTAssertEqual(back.tooltip, "Back")
            XCTAssertEqual(back.property("icon-name")?.string, "go-previous-symbolic")
            XCTAssertTrue(back.isInside(fixture.host.headerBarItems.start.box), "at the start of the header bar")
            back.click()
            fixture.settleTransition()
            XCTAssertEqual(stack.pageDepth, 0)
            XCTAssertEqual(fixture.host.window.title, "Root")
            XCTAssertNil(fixture.backButton)
            XCTAssertEqual(stack.widget.children.count, 1, "the popped page left the GtkStack")
        }
    }

    func testStateOfThePageUnderTheTopSurvivesAPushAndPop() throws {
        try onMain {
            let fixture = ToolbarFixture(NavigationStack { CounterRoot() })
            defer { fixture.close() }
            fixture.settle()
            fixture.shownButton("Tap")?.click()
            fixture.shownButton("Tap")?.click()
            fixture.settle()
            XCTAssertTrue(fixture.contentTexts.contains("Taps 2"))
            fixture.shownButton("Open")?.click()
            fixture.settleTransition()
            fixture.backButton?.click()
            fixture.settleTransition()
            XCTAssertTrue(fixture.contentTexts.contains("Taps 2"), "the root kept its state: \(fixture.contentTexts)")
        }
    }

    func testANavigationPathBindingDrivesThePagesBothWays() throws {
        try onMain {
            let store = PathStore()
            @MainActor func view() -> some View {
                NavigationStack(path: store.binding) {
                    Text("Recipes")
                        .navigationDestination(for: Recipe.self) { Text("Recipe \($0.name)").navigationTitle($0.name) }
                        .navigationDestination(for: Int.self) { Text("Step \($0)") }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            let stack = try XCTUnwrap(fixture.stackNode)
            store.path.append(Recipe(name: "Soup"))
            store.path.append(2)
            fixture.hosting.update(view())
            fixture.settleTransition()
            XCTAssertEqual(stack.pageDepth, 2, "one page per path value")
            XCTAssertTrue(fixture.contentTexts.contains("Step 2"), "the Int destination draws the top: \(fixture.contentTexts)")
            XCTAssertEqual(fixture.host.window.title, "Soup", "a page without a title shows the nearest title below")
            fixture.backButton?.click()
            fixture.settleTransition()
            XCTAssertEqual(store.path.count, 1, "Back removed the last value from the path")
            XCTAssertEqual(store.path, NavigationPath([Recipe(name: "Soup")]))
            XCTAssertTrue(fixture.contentTexts.contains("Recipe Soup"), "the Recipe destination draws it: \(fixture.contentTexts)")
            store.path.removeLast()
            fixture.hosting.update(view())
            fixture.settleTransition()
            XCTAssertEqual(stack.pageDepth, 0)
            XCTAssertTrue(fixture.contentTexts.contains("Recipes"))
        }
    }

    func testATypedPathGetsTheValuesLinksPush() throws {
        try onMain {
            let store = PathStore()
            let fixture = ToolbarFixture(
                NavigationStack(path: store.numbersBinding) {
                    NavigationLink("Three", value: 3)
                        .navigationDestination(for: Int.self) { NavigationLink("Next \($0 + 1)", value: $0 + 1) }
                })
            defer { fixture.close() }
            fixture.settle()
            fixture.shownButton("Three")?.click()
            fixture.settleTransition()
            XCTAssertEqual(store.numbers, [3])
            fixture.shownButton("Next 4")?.click()
            fixture.settleTransition()
            XCTAssertEqual(store.numbers, [3, 4])
            XCTAssertEqual(fixture.stackNode?.pageDepth, 2)
            fixture.backButton?.click()
            fixture.settleTransition()
            XCTAssertEqual(store.numbers, [3])
            XCTAssertTrue(fixture.contentTexts.contains("Next 4"))
        }
    }

    func testDismissPopsThePushedPageAndDestinationLinksPushTheirView() throws {
        try onMain {
            let fixture = ToolbarFixture(NavigationStack { NavigationLink("Go") { DismissingPage() }.navigationTitle("Start") })
            defer { fixture.close() }
            fixture.settle()
            fixture.shownButton("Go")?.click()
            fixture.settleTransition()
            XCTAssertEqual(fixture.host.window.title, "Pushed")
            fixture.shownButton("Done")?.click()
            fixture.settleTransition()
            XCTAssertEqual(fixture.stackNode?.pageDepth, 0, "dismiss popped the page")
            XCTAssertEqual(fixture.host.window.title, "Start")
        }
    }

    func testIsPresentedAndItemDestinationsFollowTheirBindings() throws {
        try onMain {
            let store = PathStore()
            @MainActor func view() -> some View {
                NavigationStack {
                    Text("Home")
                        .navigationDestination(isPresented: store.flagBinding) { Text("Flagged") }
                        .navigationDestination(item: store.itemBinding) { Text("Item \($0)") }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settle()
            store.flag = true
            fixture.hosting.update(view())
            fixture.settleTransition()
            XCTAssertTrue(fixture.contentTexts.contains("Flagged"))
            fixture.backButton?.click()
            fixture.settleTransition()
            XCTAssertFalse(store.flag, "Back set the binding to false")
            store.item = 5
            fixture.hosting.update(view())
            fixture.settleTransition()
            XCTAssertTrue(fixture.contentTexts.contains("Item 5"))
            store.item = nil
            fixture.hosting.update(view())
            fixture.settleTransition()
            XCTAssertEqual(fixture.stackNode?.pageDepth, 0, "a nil item pops its page")
        }
    }

    func testEachPagesToolbarItemsReplaceThoseOfThePageUnderIt() throws {
        try onMain {
            let fixture = ToolbarFixture(
                NavigationStack {
                    NavigationLink("Details", value: 1)
                        .toolbar { Button("Add") {} }
                        .navigationDestination(for: Int.self) { _ in Text("Detail").toolbar { Button("Edit") {} } }
                })
            defer { fixture.close() }
            fixture.settle()
            XCTAssertNotNil(fixture.shownButton("Add"))
            fixture.shownButton("Details")?.click()
            fixture.settleTransition()
            XCTAssertTrue(fixture.buttons(named: "Add").allSatisfy { !$0.isMapped }, "the root's items left the header bar")
            XCTAssertNotNil(fixture.shownButton("Edit"))
            fixture.backButton?.click()
            fixture.settleTransition()
            XCTAssertNotNil(fixture.shownButton("Add"))
            XCTAssertTrue(fixture.buttons(named: "Edit").isEmpty, "the popped page's items went with it")
        }
    }

    func testAHiddenBackButtonLeavesTheHeaderBar() throws {
        try onMain {
            let fixture = ToolbarFixture(
                NavigationStack {
                    NavigationLink("Modal") { Text("No way back").navigationBarBackButtonHidden() }
                })
            defer { fixture.close() }
            fixture.settle()
            fixture.shownButton("Modal")?.click()
            fixture.settleTransition()
            XCTAssertEqual(fixture.stackNode?.pageDepth, 1)
            XCTAssertNil(fixture.backButton)
            XCTAssertFalse(fixture.stackNode?.chrome.canGoBack ?? true, "Alt+Left does not go back either")
        }
    }

    func testALinkOutsideANavigationContainerIsDisabled() throws {
        try onMain {
            let fixture = ToolbarFixture(NavigationLink("Nowhere", value: 1))
            defer { fixture.close() }
            fixture.settle()
            XCTAssertEqual(fixture.shownButton("Nowhere")?.isSensitive, false)
        }
    }
}
