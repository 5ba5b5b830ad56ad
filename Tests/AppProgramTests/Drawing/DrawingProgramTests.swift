import Gtk
import GtkTestSupport
import GtkUI
import XCTest

/// The drawing programs: custom shapes, gradients and canvases render and react.
final class DrawingProgramTests: ProgramTestCase {
    func testTheStepsDashboardDrawsItsShapesAndRedrawsAfterAClick() {
        onMain {
            let window = Gtk::Window()
            let hosting = renderProgram(StepsDashboard().frame(width: 320, height: 260))
            window.setChild(hosting.widget)
            window.present()
            spin(timeout: 20) { hosting.widget.isMapped && hosting.widget.width >= 320 }
            settle(0.2)
            let widgets = descendants(of: hosting.widget)
            XCTAssertGreaterThanOrEqual(
                widgets.filter { $0.typeName == "GtkDrawingArea" }.count, 3, "ring, wedge and sparkline are drawn with cairo")
            guard let before = hosting.widget.renderPixels() else { return XCTFail("no pixels") }
            let labels = find(Gtk::Label.self, in: hosting).map(\.text)
            XCTAssertTrue(labels.contains("8,800 steps"), "\(labels)")
            guard let button = find(Gtk::Button.self, in: hosting).first else { return XCTFail("no button") }
            button.click()
            hosting.flush()
            settle(0.2)
            XCTAssertTrue(find(Gtk::Label.self, in: hosting).map(\.text).contains("9,800 steps"))
            guard let after = hosting.widget.renderPixels() else { return XCTFail("no pixels") }
            var changed = 0
            for y in stride(from: 0, to: min(before.height, after.height), by: 2) {
                for x in stride(from: 0, to: min(before.width, after.width), by: 2)
                where before.color(x: x, y: y) != after.color(x: x, y: y) {
                    changed += 1
                }
            }
            XCTAssertGreaterThan(changed, 20, "the ring, the wedge and the sparkline grew")
            window.destroy()
        }
    }
}
