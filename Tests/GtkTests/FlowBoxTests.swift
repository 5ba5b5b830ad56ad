import CGtk
import Foundation
import GtkTestSupport
import XCTest

@testable import Gtk

/// Ends the test process with a message if a step does not finish in time:
/// a GTK loop would otherwise hang the suite until CI's limit.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false

    init(seconds: Double, message: String) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.lock()
            defer { lock.unlock() }
            if !finished { fatalError(message) }
        }
    }

    func finish() {
        lock.lock()
        finished = true
        lock.unlock()
    }
}

/// A flow box of buttons: arrow keys move the focus between rows, and do
/// not hang GTK 4.8 before the box is laid out (`FlowBoxRowGuard`).
final class FlowBoxTests: GtkTestCase {
    /// A shown window whose flow box of three buttons, one per row, is shown
    /// only now: not laid out until the main loop runs again.
    @MainActor
    private static func windowWithAFreshFlowBox() -> (Window, FlowBox, [Button]) {
        let window = Window()
        let flow = FlowBox()
        flow.maxChildrenPerLine = 1
        let buttons = ["One", "Two", "Three"].map { Button(label: $0) }
        for button in buttons { flow.append(button) }
        flow.isVisible = false
        window.setChild(flow)
        window.present()
        spin { window.isMapped }
        flow.isVisible = true
        return (window, flow, buttons)
    }

    func testUpAndDownBeforeTheFirstLayoutLeaveTheFocusWhereItIs() {
        onMain {
            let (window, flow, buttons) = Self.windowWithAFreshFlowBox()
            defer { window.destroy() }
            XCTAssertTrue(buttons[1].grabFocus())
            XCTAssertEqual(buttons[1].width, 0, "not laid out yet")
            let watchdog = Watchdog(
                seconds: 20, message: "GtkFlowBox looped on Up or Down before its first layout (FlowBoxRowGuard)")
            // As the window's arrow keys move the focus, then as the box's
            // own key bindings move its cursor (by lines, by pages).
            XCTAssertEqual(gtk_widget_child_focus(flow.widget, GTK_DIR_DOWN), 0, "no row to move to yet")
            XCTAssertEqual(gtk_widget_child_focus(flow.widget, GTK_DIR_UP), 0, "no row to move to yet")
            for step in [GTK_MOVEMENT_DISPLAY_LINES, GTK_MOVEMENT_PAGES] {
                for count: Int32 in [1, -1] {
                    XCTAssertEqual(cgtk_emit_move_cursor(flow.widget, step, count), 0, "\(step) \(count): declined")
                }
            }
            watchdog.finish()
            XCTAssertTrue(buttons[1].hasFocus, "the focus stays on Two")
            // Left and Right need no rows: GTK moves along the children.
            XCTAssertNotEqual(gtk_widget_child_focus(flow.widget, GTK_DIR_RIGHT), 0)
            XCTAssertTrue(buttons[2].hasFocus, "Right moved to Three")
        }
    }

    func testOnceLaidOutUpAndDownMoveBetweenRowsAsGtkDoes() {
        onMain {
            let (window, flow, buttons) = Self.windowWithAFreshFlowBox()
            defer { window.destroy() }
            spin { buttons.allSatisfy { $0.width > 0 } }
            XCTAssertTrue(buttons[0].grabFocus())
            XCTAssertNotEqual(gtk_widget_child_focus(flow.widget, GTK_DIR_DOWN), 0)
            XCTAssertTrue(buttons[1].hasFocus, "Down moved from One to Two, the next row")
            XCTAssertNotEqual(gtk_widget_child_focus(flow.widget, GTK_DIR_DOWN), 0)
            XCTAssertTrue(buttons[2].hasFocus, "Down moved to Three")
            XCTAssertNotEqual(gtk_widget_child_focus(flow.widget, GTK_DIR_UP), 0)
            XCTAssertTrue(buttons[1].hasFocus, "Up moved back to Two")
        }
    }

    func testTheGuardIsInstalledForEveryFlowBoxOnce() {
        onMain {
            FlowBoxRowGuard.install()
            FlowBoxRowGuard.install()
            let gtkOwn = gtk_flow_box_new()!  // not made through FlowBox
            let button = gtk_button_new_with_label("Alone")!
            gtk_flow_box_insert(OpaquePointer(gtkOwn), button, -1)
            let window = Window()
            defer { window.destroy() }
            window.setChild(Widget(borrowing: gtkOwn))
            XCTAssertNotEqual(gtk_widget_grab_focus(button), 0)
            let watchdog = Watchdog(seconds: 20, message: "a GTK-made flow box looped on Down before its first layout")
            XCTAssertEqual(gtk_widget_child_focus(gtkOwn, GTK_DIR_DOWN), 0)
            watchdog.finish()
        }
    }
}
