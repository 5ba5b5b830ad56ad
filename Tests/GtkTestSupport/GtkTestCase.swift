import Gtk
import XCTest

/// Base for tests that need GTK (the Gtk and GtkUI suites): initializes it
/// once on the main thread and fails clearly when there is no display (run
/// under meson-helpers/with-display).
///
/// XCTest on Linux runs test methods on the main thread but cannot call
/// main-actor-isolated ones, so each test wraps its body in `onMain { … }`.
open class GtkTestCase: XCTestCase {
    open override func setUp() {
        super.setUp()
        let ready = MainActor.assumeIsolated { Gtk.initialize() }
        if !ready {
            XCTFail("GTK could not open a display; run the tests under meson-helpers/with-display")
        }
    }

    /// Runs a test body on the main actor.
    public func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated { try body() }
    }
}
