import XCTest
@testable import Gtk

/// Base for tests that need GTK: initializes it once on the main thread and
/// fails clearly when there is no display (run under meson-helpers/with-display).
class GtkTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        let ready = MainActor.assumeIsolated { Gtk.initialize() }
        if !ready {
            XCTFail("GTK could not open a display; run the tests under meson-helpers/with-display")
        }
    }

    /// Runs a test body on the main actor. XCTest on Linux runs test
    /// methods on the main thread but cannot call main-actor-isolated ones.
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated { try body() }
    }

}

/// Runs the GLib main loop until `condition` holds (at most `timeout` seconds).
@MainActor
func spin(timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line,
          until condition: () -> Bool) {
    if !MainLoop.run(timeout: timeout, until: condition) {
        XCTFail("condition not met within \(timeout) s", file: file, line: line)
    }
}
