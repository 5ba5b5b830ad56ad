import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A pushed page with its own nodes, widgets and closures (a toolbar item, a context menu).
private struct HeavyPage: View {
    let number: Int
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Page \(number)").contextMenu { Button("Copy") {} }
            Button("Tap \(taps)") { taps += 1 }
            List(0..<50, id: \.self) { Text("Row \($0)") }
        }
        .toolbar { Button("Share") {} }
        .navigationTitle("Page \(number)")
    }
}

/// Popped pages and closed windows with a stack let go of what they made.
final class NavigationStackOwnershipTests: GtkTestCase {
    func testPoppedPagesReleaseTheirNodesWidgetsAndClosures() throws {
        try onMain {
            let store = PathStore()
            @MainActor func view() -> some View {
                NavigationStack(path: store.numbersBinding) {
                    Text("Root").navigationDestination(for: Int.self) { HeavyPage(number: $0) }
                }
            }
            let fixture = ToolbarFixture(view())
            defer { fixture.close() }
            fixture.settleTransition()
            // The first push makes the window's header-bar item boxes, kept for the window's life.
            store.numbers = [0]
            fixture.hosting.update(view())
            fixture.settleTransition()
            fixture.backButton?.click()
            fixture.settleTransition()
            let atRoot = liveCounts()
            store.numbers = [1, 2, 3]
            fixture.hosting.update(view())
            fixture.settleTransition()
            XCTAssertEqual(fixture.stackNode?.pageDepth, 3)
            XCTAssertGreaterThan(liveCounts().nodes, atRoot.nodes)
            fixture.backButton?.click()
            fixture.settleTransition()
            fixture.backButton?.click()
            fixture.settleTransition()
            fixture.backButton?.click()
            fixture.settleTransition()
            XCTAssertEqual(store.numbers, [])
            assertAllReleased(since: atRoot, timeout: 10)
        }
    }

    func testClosingAWindowWithPushedPagesReleasesEverything() throws {
        try onMain {
            let before = warmedUpCounts()
            do {
                let store = PathStore()
                store.numbers = [1, 2]
                let fixture = ToolbarFixture(
                    NavigationStack(path: store.numbersBinding) {
                        List(0..<5, id: \.self) { NavigationLink("Item \($0)", value: $0) }
                            .navigationDestination(for: Int.self) { HeavyPage(number: $0) }
                    })
                fixture.settleTransition()
                XCTAssertNotNil(fixture.backButton)
                fixture.close()
            }
            assertAllReleased(since: before, timeout: 10, exactly: true)
        }
    }
}
