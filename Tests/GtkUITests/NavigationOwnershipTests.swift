import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// What is alive now: view nodes, GObject wrappers, signal closures.
@MainActor
private func counts() -> (nodes: Int, wrappers: Int, closures: Int) {
    (ViewNode.liveCount.load(ordering: .relaxed), LiveObjects.wrapperCount, SignalClosures.liveCount)
}

/// A closed window lets go of every node, wrapper and closure its lists,
/// split views and context menus made.
final class NavigationOwnershipTests: GtkTestCase {
    func testClosingAWindowWithASplitViewAndListsReleasesEverything() throws {
        try onMain {
            // The first window of the process leaves a few closures for good
            // (process-wide GTK set-up): open and close one before counting.
            do {
                let plain = ToolbarFixture(Text("x"))
                plain.settle()
                plain.close()
            }
            settle(0.3)
            let before = counts()
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
                XCTAssertGreaterThan(counts().nodes, before.nodes)
                fixture.close()
            }
            spin(timeout: 10) {
                settle(0.05)
                let now = counts()
                return now.nodes <= before.nodes && now.wrappers <= before.wrappers && now.closures <= before.closures
            }
            XCTAssertEqual(counts().nodes, before.nodes, "view nodes")
            XCTAssertEqual(counts().wrappers, before.wrappers, "GObject wrappers")
            XCTAssertEqual(counts().closures, before.closures, "signal closures")
        }
    }
}
