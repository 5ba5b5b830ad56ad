import Gtk
import GtkTestSupport
import GtkUI
// The harness of the app-style programs in this target.
//
// Every other file in this target is written as a SwiftUI app's source
// would be, importing only what such an app imports (`GtkUI` where the
// app says `SwiftUI`; `Foundation`, `Observation`, `Combine` as they
// are): it sees GtkUI's public interface only (no `@testable`), so if the
// target compiles, the calls those programs make exist with SwiftUI's
// spelling. Programs live in one folder per topic (Toolbar/, DataFlow/,
// Navigation/, Presentations/, Layout/); each topic's `…ProgramTests.swift`
// renders them and checks what they show.
import XCTest

/// A GTK test case for the app-style programs (GTK initialized once, `onMain`).
open class ProgramTestCase: GtkTestCase {}

/// Renders `view` in a hosting view and applies pending state changes.
///
/// Keep the result alive while inspecting it. A free function: inside
/// `onMain { }` Swift 6 will not send the test case to the main actor.
@MainActor
func renderProgram<Content: View>(_ view: Content) -> HostingView<Content> {
    let hosting = HostingView(rootView: view)
    hosting.flush()
    return hosting
}

/// Every widget below `widget`, depth first.
@MainActor
func descendants(of widget: Widget) -> [Widget] {
    widget.children.flatMap { [$0] + descendants(of: $0) }
}

/// Shows `view` in a window of `width` × `height` until `body` returns.
@MainActor
func inWindow<Content: View>(
    _ view: Content, width: Int = 900, height: Int = 500, _ body: (Widget) throws -> Void
) rethrows {
    let hosting = HostingView(rootView: view)
    let window = Window()
    window.setDefaultSize(width: width, height: height)
    window.setChild(hosting.widget)
    window.present()
    defer { window.destroy() }
    settle(0.3)
    hosting.flush()
    settle(0.1)
    try body(hosting.widget)
}

/// The texts of the mapped labels inside `root`, in tree order.
@MainActor
func labels(in root: Widget) -> [String] {
    descendants(of: root).filter { $0.typeName == "GtkLabel" && $0.isMapped }.compactMap { $0.property("label")?.string }
}
