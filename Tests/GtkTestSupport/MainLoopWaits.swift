import Foundation
import Gtk
import XCTest

/// Runs the GLib main loop until `condition` holds (at most `timeout`
/// seconds), failing at the caller's line otherwise.
@MainActor
public func spin(
    timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line,
    until condition: () -> Bool
) {
    if !MainLoop.run(timeout: timeout, until: condition) {
        XCTFail("condition not met within \(timeout) s", file: file, line: line)
    }
}

/// Runs the main loop for a moment (lets GTK revalidate styles).
@MainActor
public func settle(_ seconds: Double = 0.05) {
    let deadline = Date().addingTimeInterval(seconds)
    MainLoop.run(timeout: seconds + 1) { Date() >= deadline }
}
