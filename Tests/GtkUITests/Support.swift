import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// What is alive now: view nodes, GObject wrappers, signal closures (the
/// ownership tests compare them before a window opens and after it closed).
@MainActor
func liveCounts() -> (nodes: Int, wrappers: Int, closures: Int) {
    (ViewNode.liveCount.load(ordering: .relaxed), LiveObjects.wrapperCount, SignalClosures.liveCount)
}

/// `liveCounts()` after a plain window has opened and closed once: what a
/// process makes with its first window and keeps is then in an ownership
/// test's baseline, not counted as the test's leak.
@MainActor
func warmedUpCounts() -> (nodes: Int, wrappers: Int, closures: Int) {
    do {
        let plain = ToolbarFixture(Text("x"))
        plain.settle()
        plain.close()
    }
    settle(0.3)
    return liveCounts()
}

/// Waits up to `timeout` seconds (running the main loop) until the view
/// nodes, GObject wrappers and signal closures alive are back to `baseline`
/// or fewer, then asserts it: at most `baseline`, or `exactly` it.
@MainActor
func assertAllReleased(
    since baseline: (nodes: Int, wrappers: Int, closures: Int), timeout: Double = 20, exactly: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
) {
    spin(timeout: timeout) {
        settle(0.05)
        let now = liveCounts()
        return now.nodes <= baseline.nodes && now.wrappers <= baseline.wrappers && now.closures <= baseline.closures
    }
    let now = liveCounts()
    for (count, base, what) in [
        (now.nodes, baseline.nodes, "view nodes"), (now.wrappers, baseline.wrappers, "GObject wrappers"),
        (now.closures, baseline.closures, "signal closures")
    ] {
        if exactly {
            XCTAssertEqual(count, base, what, file: file, line: line)
        } else {
            XCTAssertLessThanOrEqual(count, base, what, file: file, line: line)
        }
    }
}

/// The one object of type `T` reachable from `root` (fails otherwise).
@MainActor
func only<T: AnyObject>(_ type: T.Type, in root: Any, file: StaticString = #filePath, line: UInt = #line) -> T? {
    let all = find(type, in: root)
    XCTAssertEqual(all.count, 1, "expected one \(T.self), found \(all.count)", file: file, line: line)
    return all.first
}

/// The GTK type names of a widget's children.
@MainActor
func childTypes(_ widget: Widget) -> [String] { widget.children.map(\.typeName) }

/// Every descendant of `widget` (depth first), as borrowed wrappers.
@MainActor
func descendants(_ widget: Widget) -> [Widget] {
    widget.children.flatMap { [$0] + descendants($0) }
}

/// Renders content as a toolbar item would be (display mode and palette inertness).
struct AsToolbarItem<Content: View>: View {
    var showsIcon = true
    var showsText = false
    var isInert = false
    let content: Content

    var body: some View {
        EnvironmentWriter(content: content) { [showsIcon, showsText, isInert] in
            $0.toolbarItem = ToolbarItemRendering(showsIcon: showsIcon, showsText: showsText, isInert: isInert)
        }
    }
}

/// Captures GtkUI warnings for the duration of `body`.
@MainActor
func capturingWarnings(_ body: () -> Void) -> [String] {
    var lines: [String] = []
    let previous = Diagnostics.sink
    Diagnostics.sink = { lines.append($0) }
    defer { Diagnostics.sink = previous }
    body()
    return lines
}

/// A reference the test and a view's body share (to reach a binding).
@MainActor
final class Probe<Value> {
    var value: Value?
}

/// GTK set-up for the public-API test, which imports GtkUI without @testable.
@MainActor
func initializeGtkForAPITest() -> Bool { Gtk.initialize() }
