import GtkTestSupport
import XCTest

@testable import Gtk

/// The GTK workaround list: which workarounds run on which GTK.
final class GtkWorkaroundTests: GtkTestCase {
    func testEveryWorkaroundRunsOnTheGtkItWasVerifiedOn() {
        onMain {
            XCTAssertEqual(
                Gtk.version.split(separator: ".").prefix(2).joined(separator: "."), "4.8",
                "the project targets GTK 4.8; on another GTK, re-verify the list")
            for workaround in GtkWorkaround.allCases {
                XCTAssertTrue(workaround.isActive, "\(workaround) is needed on GTK 4.8")
            }
        }
    }

    func testAWorkaroundWithAFallbackStopsOnANewerGtk() {
        let through = (major: 4, minor: 8)
        XCTAssertTrue(GtkWorkaround.isNeeded(through: through, running: (4, 6)))
        XCTAssertTrue(GtkWorkaround.isNeeded(through: through, running: (4, 8)))
        XCTAssertFalse(GtkWorkaround.isNeeded(through: through, running: (4, 10)))
        XCTAssertFalse(GtkWorkaround.isNeeded(through: through, running: (5, 0)))
        XCTAssertTrue(GtkWorkaround.isNeeded(through: through, running: (3, 24)))
    }
}
