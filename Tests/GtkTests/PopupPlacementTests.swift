import CGtk
import GtkTestSupport
import XCTest

@testable import Gtk

/// PopupPlacement: a popover whose anchor is off every monitor still opens
/// on screen, without GTK 4.8's X11 critical warning, and gets its own
/// anchor back when it closes.
final class PopupPlacementTests: GtkTestCase {
    private static let screen = Rect(x: 0, y: 0, width: 1280, height: 1024)
    func testAnAnchorOnAMonitorIsLeftAlone() {
        onMain {
            XCTAssertNil(PopupPlacement.onScreenAnchor(for: Rect(x: 10, y: 10, width: 1, height: 1), monitors: [Self.screen]))
            XCTAssertNil(
                PopupPlacement.onScreenAnchor(for: Rect(x: -30, y: 50, width: 39, height: 24), monitors: [Self.screen]),
                "partly on screen is enough for GDK")
            XCTAssertNil(
                PopupPlacement.onScreenAnchor(for: Rect(x: -30, y: 50, width: 1, height: 1), monitors: []),
                "with no monitor at all there is nowhere to move it")
        }
    }

    func testAnAnchorLeftOfTheScreenMovesToItsEdge() {
        onMain {
            // The File item of a window dragged 240 px off the left edge.
            XCTAssertEqual(
                PopupPlacement.onScreenAnchor(for: Rect(x: -227, y: 63, width: 39, height: 24), monitors: [Self.screen]),
                Rect(x: 0, y: 63, width: 39, height: 24))
            // A caret below and left of the screen: both coordinates move in.
            XCTAssertEqual(
                PopupPlacement.onScreenAnchor(for: Rect(x: -50, y: 1100, width: 1, height: 14), monitors: [Self.screen]),
                Rect(x: 0, y: 1010, width: 1, height: 14))
        }
    }

    func testTheNearestMonitorTakesTheAnchor() {
        onMain {
            let right = Rect(x: 1280, y: 0, width: 1920, height: 1080)
            XCTAssertEqual(
                PopupPlacement.onScreenAnchor(for: Rect(x: 3300, y: 2000, width: 10, height: 10), monitors: [Self.screen, right]),
                Rect(x: 3190, y: 1070, width: 10, height: 10))
            // In the gap below the shorter monitor: the nearer one is above.
            XCTAssertEqual(
                PopupPlacement.onScreenAnchor(for: Rect(x: 100, y: 1040, width: 20, height: 20), monitors: [Self.screen, right]),
                Rect(x: 100, y: 1004, width: 20, height: 20))
        }
    }

    func testAnAnchorWiderThanTheMonitorIsNarrowedToIt() {
        onMain {
            XCTAssertEqual(
                PopupPlacement.onScreenAnchor(for: Rect(x: -5000, y: 10, width: 4000, height: 30), monitors: [Self.screen]),
                Rect(x: 0, y: 10, width: 1280, height: 30))
        }
    }

    /// The real thing on the test display: without PopupPlacement, GTK 4.8
    /// prints "gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)'
    /// failed" here and allocates the popover with a garbage size.
    func testAPopoverPointingOffScreenOpensOnScreenWithoutAWarning() {
        onMain {
            PopupPlacement.install()
            let window = Window()
            let button = Button(label: "Anchor")
            window.setChild(button)
            window.present()
            spin { button.isMapped }

            let popover = Popover()
            popover.setChild(Label("Popover content"))
            popover.attach(to: button)
            let offScreen = GdkRectangle(x: -5000, y: 5, width: 1, height: 1)
            popover.point(to: Rect(x: -5000, y: 5, width: 1, height: 1))

            let messages = GtkLogCapture()
            popover.popup()
            spin { popover.isMapped }
            messages.stop()
            XCTAssertEqual(messages.lines, [], "opening the popover must not warn")
            spin { popover.width > 0 }
            var shown = GdkRectangle()
            XCTAssertNotEqual(gtk_popover_get_pointing_to(popover.popover, &shown), 0)
            XCTAssertGreaterThan(shown.x, offScreen.x, "while open it points on screen")

            popover.popdown()
            spin { !popover.isMapped }
            var after = GdkRectangle()
            XCTAssertNotEqual(gtk_popover_get_pointing_to(popover.popover, &after), 0)
            XCTAssertEqual(
                [after.x, after.y, after.width, after.height], [offScreen.x, offScreen.y, 1, 1],
                "closed, it points where its owner asked again")
            popover.detach()
            window.destroy()
        }
    }
}

/// Collects the warnings and critical warnings GTK and GDK log while it runs.
@MainActor
private final class GtkLogCapture {
    private(set) var lines: [String] = []
    private var handlers: [(String, guint)] = []

    init() {
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue)
        for domain in ["Gtk", "Gdk"] {
            let id = g_log_set_handler(
                domain, levels,
                { domain, _, message, data in
                    let capture = Unmanaged<GtkLogCapture>.fromOpaque(data!).takeUnretainedValue()
                    let line = "\(domain.map { String(cString: $0) } ?? ""): \(message.map { String(cString: $0) } ?? "")"
                    MainActor.assumeIsolated { capture.lines.append(line) }
                }, Unmanaged.passUnretained(self).toOpaque())
            handlers.append((domain, id))
        }
    }

    func stop() {
        for (domain, id) in handlers { g_log_remove_handler(domain, id) }
        handlers = []
    }
}
