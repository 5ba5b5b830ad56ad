import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `.frame`, read from GTK's real allocations.
final class FrameTests: GtkTestCase {
    func testFixedFrameIsExactlyItsSizeAndPlacesTheContentPerAlignment() {
        onMain {
            let shown = Presented(
                VStack(alignment: .leading) {
                    Text("leading").frame(width: 150, height: 40, alignment: .leading)
                    Text("corner").frame(width: 150, height: 40, alignment: .bottomTrailing)
                })
            defer { shown.close() }
            guard let leading = label("leading", in: shown.hosting), let corner = label("corner", in: shown.hosting),
                let frame = leading.parent
            else { return XCTFail("labels not found") }
            XCTAssertEqual(frame.width, 150)
            XCTAssertEqual(frame.height, 40)
            let inFrame = leading.bounds(relativeTo: frame)
            XCTAssertEqual(inFrame?.x, 0, "leading: at the frame's start")
            XCTAssertEqual(inFrame?.width, Double(leading.naturalWidth), "a label keeps its natural width")
            XCTAssertEqual(inFrame.map { $0.y * 2 + $0.height }, 40, "centred vertically")
            let cornerFrame = corner.bounds(relativeTo: corner.parent!)
            XCTAssertEqual(cornerFrame.map { $0.x + $0.width }, 150, "trailing edge")
            XCTAssertEqual(cornerFrame.map { $0.y + $0.height }, 40, "bottom edge")
        }
    }

    func testInfiniteMaximumTakesTheWidthAndFlexibleContentFillsIt() {
        onMain {
            let shown = Presented(
                VStack {
                    Button("Centered") {}.frame(maxWidth: .infinity)
                    Text("start").frame(maxWidth: .infinity, alignment: .leading)
                    TextEditor(text: .constant("")).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }, width: 400, height: 300)
            defer { shown.close() }
            guard let button = only(Gtk::Button.self, in: shown.hosting), let start = label("start", in: shown.hosting),
                let editor = only(TextEditorNode.self, in: shown.hosting)?.widget
            else { return }
            let width = shown.hosting.widget.width
            XCTAssertEqual(button.parent?.width, width, "the frame spans the window")
            let buttonFrame = shown.frame(of: button)
            XCTAssertEqual(buttonFrame?.width, Double(button.naturalWidth), "a button keeps its natural width")
            XCTAssertEqual(buttonFrame.map { $0.x * 2 + $0.width } ?? 0, Double(width), accuracy: 1, "centred")
            XCTAssertEqual(shown.frame(of: start)?.x, 0)
            XCTAssertEqual(editor.width, width, "an editor expands: it fills its frame")
            XCTAssertGreaterThan(editor.height, 150)
        }
    }

    func testFiniteMaximumCapsFlexibleContent() {
        onMain {
            let shown = Presented(
                VStack {
                    Color.red.frame(maxWidth: 100, maxHeight: 30)
                    Color.blue.frame(minWidth: 10, maxWidth: 100, minHeight: 20, maxHeight: 20, alignment: .trailing)
                }, width: 400, height: 300)
            defer { shown.close() }
            let shapes = find(ShapeNode.self, in: shown.hosting).map(\.widget)
            XCTAssertEqual(shapes.count, 2)
            assertRect(shown.frame(of: shapes[0]).map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }, 0, 0, 100, 30)
            XCTAssertEqual(shown.frame(of: shapes[1])?.width, 100)
            XCTAssertEqual(shown.frame(of: shapes[1])?.height, 20)
        }
    }

    func testIdealSizeIsTheNaturalSizeAndMinimumIsKept() {
        onMain {
            let hosting = HostingView(rootView: Text("x").frame(minWidth: 60, idealWidth: 250, minHeight: 33))
            guard let frame = hosting.renderedWidgets.first else { return XCTFail("no frame") }
            XCTAssertEqual(frame.measure(.horizontal), SizeRequest(minimum: 60, natural: 250))
            XCTAssertEqual(frame.measure(.vertical).minimum, 33)
            XCTAssertFalse(frame.computesExpand(.horizontal), "no maximum: as flexible as the text")
        }
    }

    func testFixedSizeShapeDoesNotMakeItsRowGrow() {
        onMain {
            let shown = Presented(
                HStack {
                    Circle().fill(Color.red).frame(width: 20, height: 20)
                    Text("Status")
                }, width: 300, height: 200)
            defer { shown.close() }
            guard let dot = only(ShapeNode.self, in: shown.hosting)?.widget, let text = label("Status", in: shown.hosting)
            else { return }
            XCTAssertEqual([dot.width, dot.height], [20, 20])
            XCTAssertEqual(dot.parent?.computesExpand(.horizontal), false)
            XCTAssertEqual(text.height, text.measure(.vertical).natural, "the row is as tall as its text, not the window")
        }
    }

    func testAccessibilityLabelAndShortcutReachTheFramedControl() {
        onMain {
            let hosting = HostingView(rootView: Button("Go") {}.frame(width: 100).accessibilityLabel("Start"))
            XCTAssertEqual(only(Gtk::Button.self, in: hosting)?.accessibleLabel, "Start")
        }
    }
}
