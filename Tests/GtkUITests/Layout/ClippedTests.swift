import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private let red = RGBA(parsing: "#e01b24")!
private let transparent = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

/// `.clipped()` after `.frame(width:height:)`: what the content draws outside the frame does not show.
final class ClippedTests: GtkTestCase {
    func testAFramedViewLargerThanItsFrameIsClippedToTheFrame() {
        onMain {
            // A 150-point square in a 50-point frame, in the middle of a 200-point window.
            rendered(Color.red.frame(width: 150, height: 150).frame(width: 50, height: 50).clipped(), width: 200, height: 200) {
                pixels, _ in
                let (cx, cy) = (pixels.width / 2, pixels.height / 2)
                assertColor(pixels, cx, cy, red, "inside the frame")
                assertColor(pixels, cx + 20, cy - 20, red, "inside the frame, near its corner")
                assertColor(pixels, cx, cy - 40, transparent, "above the frame, inside the square")
                assertColor(pixels, cx + 40, cy, transparent, "right of the frame, inside the square")
                assertColor(pixels, cx - 60, cy + 60, transparent, "below left, inside the square")
            }
        }
    }

    func testWithoutClippedTheContentOverflowsTheFrame() {
        onMain {
            rendered(Color.red.frame(width: 150, height: 150).frame(width: 50, height: 50), width: 200, height: 200) {
                pixels, _ in
                assertColor(pixels, pixels.width / 2, pixels.height / 2 - 40, red, "SwiftUI draws outside a frame unless clipped")
            }
        }
    }

    func testTheClipFollowsTheFrameInALeadingStack() throws {
        try onMain {
            let shown = Presented(
                VStack(alignment: .leading, spacing: 0) {
                    Text("Cover")
                    Color.red.frame(width: 120, height: 120).frame(width: 40, height: 30, alignment: .topLeading).clipped()
                    Spacer()
                }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                width: 300, height: 200)
            defer { shown.close() }
            let clips = descendants(shown.hosting.widget).filter(\.clipsChildren)
            XCTAssertEqual(clips.count, 1, "one widget clips")
            let clip = try XCTUnwrap(clips.first)
            let frame = try XCTUnwrap(shown.frame(of: clip))
            XCTAssertEqual(frame.width, 40, "the clip is the frame's width, not the stack's")
            XCTAssertEqual(frame.height, 30)
            XCTAssertEqual(frame.x, 0, "at the leading edge, where the stack puts the frame")
            let cover = try XCTUnwrap(label("Cover", in: shown.hosting))
            XCTAssertEqual(frame.y, try XCTUnwrap(shown.frame(of: cover)).height, "below the text")
        }
    }

    func testAFrameClippedInAWindowOrPaddingIsClippedAtTheFrameNotTheWidth() throws {
        try onMain {
            let square = Color.red.frame(width: 150, height: 150)
            for (name, view) in [
                ("in the window", AnyView(square.frame(width: 50, height: 40).clipped())),
                ("in a padding", AnyView(square.frame(width: 50, height: 40).clipped().padding())),
                (
                    "in an HStack",
                    AnyView(
                        HStack {
                            Text("a")
                            square.frame(width: 50, height: 40).clipped()
                        })
                )
            ] {
                let shown = Presented(view, width: 300, height: 200)
                defer { shown.close() }
                let clip = try XCTUnwrap(descendants(shown.hosting.widget).first(where: \.clipsChildren), name)
                let frame = try XCTUnwrap(shown.frame(of: clip))
                XCTAssertEqual(frame.width, 50, name)
                XCTAssertEqual(frame.height, 40, name)
                let content = try XCTUnwrap(clip.children.first)
                XCTAssertEqual(try XCTUnwrap(shown.frame(of: content)).width, 50, "the frame fills the clip \(name)")
            }
        }
    }

    func testARoundedFrameIsRoundedAtTheFrame() {
        onMain {
            rendered(Color.red.frame(width: 80, height: 80).frame(width: 60, height: 60).cornerRadius(20), width: 200, height: 200) {
                pixels, _ in
                let (cx, cy) = (pixels.width / 2, pixels.height / 2)
                assertColor(pixels, cx, cy, red, "inside")
                assertColor(pixels, cx - 29, cy, red, "at the frame's left edge, mid-height")
                assertColor(pixels, cx - 28, cy - 28, transparent, "the frame's corner is rounded off")
                assertColor(pixels, cx - 35, cy, transparent, "outside the frame, inside the square")
            }
        }
    }
}
