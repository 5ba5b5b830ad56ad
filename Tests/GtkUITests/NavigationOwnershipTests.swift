import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A closed window lets go of every node, wrapper and closure its lists,
/// split views and context menus made.
final class NavigationOwnershipTests: GtkTestCase {
    func testClosingAWindowWithASplitViewAndListsReleasesEverything() throws {
        try onMain {
            // The first window of the process leaves a few closures for good
            // (process-wide GTK set-up): open and close one before counting.
            let before = warmedUpCounts()
            do {
                var selection: Int? = 2
                let binding = Binding(get: { selection }, set: { selection = $0 })
                let fixture = ToolbarFixture(
                    NavigationSplitView {
                        List(0..<500, id: \.self, selection: binding) { Text("Row \($0)").badge($0) }
                    } detail: {
                        Text("Detail").contextMenu { Button("Copy") {} }
                    })
                fixture.settle()
                XCTAssertGreaterThan(liveCounts().nodes, before.nodes)
                fixture.close()
            }
            assertAllReleased(since: before, timeout: 10, exactly: true)
        }
    }
}
