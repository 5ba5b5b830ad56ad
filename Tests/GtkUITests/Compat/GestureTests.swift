import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct DraggableCard: View {
    @GestureState private var offset = CGSize.zero
    @State private var ended: CGSize?
    var body: some View {
        VStack {
            Text("Offset \(Int(offset.width)),\(Int(offset.height))")
            Text(ended.map { "Ended \(Int($0.width))" } ?? "Not ended")
        }
        .gesture(
            DragGesture(minimumDistance: 5)
                .updating($offset) { value, state, _ in state = value.translation }
                .onEnded { ended = $0.translation })
    }
}

private struct Zoomable: View {
    @GestureState private var zoom: CGFloat = 1
    @State private var finalZoom: CGFloat = 1
    @State private var turned = Angle.zero
    var body: some View {
        Text("zoom \(zoom) final \(finalZoom) turned \(Int(turned.degrees))")
            .gesture(
                MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification }
                    .onEnded { finalZoom = $0.magnification }
            )
            .simultaneousGesture(RotationGesture().onEnded { turned = $0 })
    }
}

private struct Taps: View {
    @State private var taps = 0
    @State private var presses = 0
    @State private var hovering = false
    var body: some View {
        Text("\(taps) taps, \(presses) presses, \(hovering ? "over" : "away")")
            .gesture(TapGesture(count: 2).onEnded { taps += 1 })
            .onLongPressGesture(minimumDuration: 1) { presses += 1 }
            .onHover { hovering = $0 }
    }
}

/// The texts of the rendered labels, after pending renders.
@MainActor private func texts(_ hosting: HostingView<some View>) -> [String] {
    hosting.flush()
    return find(Gtk::Label.self, in: hosting).map { $0.text }
}

final class GestureTests: GtkTestCase {

    func testDragUpdatesGestureStateAndResetsItAtTheEnd() {
        onMain {
            let hosting = HostingView(rootView: DraggableCard())
            guard let drag = find(GestureDrag.self, in: hosting).first else { return XCTFail("no GtkGestureDrag") }
            XCTAssertEqual(drag.widget?.typeName, "GtkBox", "on the VStack's box")
            drag.emitBegin(x: 10, y: 10)
            drag.emitUpdate(x: 3, y: 1)
            XCTAssertEqual(texts(hosting), ["Offset 0,0", "Not ended"], "under the minimum distance nothing moves")
            drag.emitUpdate(x: 30, y: 4)
            XCTAssertEqual(texts(hosting), ["Offset 30,4", "Not ended"])
            XCTAssertTrue(find(GestureDrag.self, in: hosting).first === drag, "the controller survives the render")
            drag.emitEnd(x: 40, y: 0)
            XCTAssertEqual(texts(hosting), ["Offset 0,0", "Ended 40"], "@GestureState is back at its initial value")
        }
    }

    func testLongPressAndHover() {
        onMain {
            let hosting = HostingView(rootView: Taps())
            let press = find(GestureLongPress.self, in: hosting).first
            XCTAssertEqual(press?.property("delay-factor")?.double, 2, "1 s is twice GTK's long-press time")
            press?.emitPressed(x: 1, y: 1)
            XCTAssertEqual(texts(hosting), ["0 taps, 1 presses, away"])
            let motion = find(EventControllerMotion.self, in: hosting).first
            motion?.emitEnter(x: 1, y: 1)
            XCTAssertEqual(texts(hosting), ["0 taps, 1 presses, over"])
            motion?.emitMotion(x: 2, y: 1)
            XCTAssertEqual(texts(hosting), ["0 taps, 1 presses, over"], "onHover hears changes only")
            motion?.emitLeave()
            XCTAssertEqual(texts(hosting), ["0 taps, 1 presses, away"])
        }
    }

    /// A double tap counts only released over the view, which needs the
    /// label allocated: in a window on screen.
    func testDoubleTapInAWindow() {
        onMain {
            let hosting = HostingView(rootView: Taps())
            let window = Window()
            window.setChild(hosting.widget)
            window.present()
            defer { window.destroy() }
            spin(timeout: 30) { (find(Gtk::Label.self, in: hosting).first?.width ?? 0) > 0 }
            let click = find(GestureClick.self, in: hosting).first
            click?.emitReleased(count: 1, x: 2, y: 2)
            XCTAssertEqual(texts(hosting), ["0 taps, 0 presses, away"], "one click is not a double tap")
            click?.emitReleased(count: 2, x: 2, y: 2)
            XCTAssertEqual(texts(hosting), ["1 taps, 0 presses, away"])
            click?.emitReleased(count: 2, x: -5, y: 2)
            XCTAssertEqual(texts(hosting), ["1 taps, 0 presses, away"], "released outside the view")
        }
    }

    func testPinchAndRotateOnGestureZoomAndRotate() {
        onMain {
            let hosting = HostingView(rootView: Zoomable())
            guard let zoom = find(GestureZoom.self, in: hosting).first, let rotate = find(GestureRotate.self, in: hosting).first
            else { return XCTFail("no zoom or rotate gesture") }
            zoom.emitScaleChanged(1.5)
            XCTAssertEqual(texts(hosting), ["zoom 1.5 final 1.0 turned 0"])
            zoom.emitEnd()
            XCTAssertEqual(texts(hosting), ["zoom 1.0 final 1.5 turned 0"], "the state resets, onEnded hears the last scale")
            rotate.emitAngleChanged(Double.pi / 2, delta: Double.pi / 2)
            rotate.emitEnd()
            XCTAssertEqual(texts(hosting), ["zoom 1.0 final 1.5 turned 90"])
        }
    }
}
