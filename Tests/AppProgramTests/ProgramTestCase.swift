// The harness of the app-style programs in this target.
//
// Every other file in this target is written as a SwiftUI app's source
// would be, importing only what such an app imports (`GtkUI` where the
// app says `SwiftUI`; `Foundation`, `Observation`, `Combine` as they
// are): it sees GtkUI's public interface only (no `@testable`), so if the
// target compiles, the calls those programs make exist with SwiftUI's
// spelling. Programs live in one folder per topic (Toolbar/, DataFlow/,
// Navigation/, Presentations/); each topic's `…ProgramTests.swift`
// renders them and checks what they show.
import XCTest
import GtkTestSupport
import Gtk
import GtkUI

/// A GTK test case that renders app-style views through GtkUI's public API.
open class ProgramTestCase: GtkTestCase {
    /// Renders `view` in a hosting view, applies pending state changes,
    /// and returns the hosting view (keep it alive while inspecting it).
    @MainActor
    public func render<Content: View>(_ view: Content) -> HostingView<Content> {
        let hosting = HostingView(rootView: view)
        hosting.flush()
        return hosting
    }
}
