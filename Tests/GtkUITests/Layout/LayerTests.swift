import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A badge whose layer order follows state.
private struct Raisable: View {
    @State var raised = false
    var body: some View {
        ZStack {
            Text("a").zIndex(raised ? 1 : 0)
            Text("b")
            Toggle("Raise", isOn: $raised).zIndex(2)
        }
    }
}

/// `ZStack`, `overlay`, `background` and `zIndex`, read from GTK.
final class LayerTests: GtkTestCase {
    func testZStackIsAsLargeAsItsLargestChildAndAlignsTheOthers() {
        onMain {
            let shown = Presented(
                VStack {
                    ZStack {
                        Color.blue.frame(width: 120, height: 60)
                        Text("Hi")
                    }
                    ZStack(alignment: .topLeading) {
                        Color.green.frame(width: 120, height: 60)
                        Text("Corner")
                    }
                })
            defer { shown.close() }
            guard let hi = label("Hi", in: shown.hosting), let corner = label("Corner", in: shown.hosting),
                let stack = hi.parent
            else { return XCTFail("labels not found") }
            XCTAssertEqual([stack.width, stack.height], [120, 60], "the size of the largest child")
            let centred = hi.bounds(relativeTo: stack)
            XCTAssertEqual(centred.map { $0.x * 2 + $0.width } ?? 0, 120, accuracy: 1)
            XCTAssertEqual(centred.map { $0.y * 2 + $0.height } ?? 0, 60, accuracy: 1)
            let cornered = corner.bounds(relativeTo: corner.parent!)
            XCTAssertEqual(cornered.map { [$0.x, $0.y] }, [0, 0])
            XCTAssertEqual(childTypes(stack), ["CGtkLayoutHost", "GtkLabel"], "declaration order: the text in front")
        }
    }

    func testZIndexOrdersLayersAlsoThroughModifiersAndFollowsState() {
        onMain {
            let hosting = HostingView(
                rootView: ZStack {
                    Text("front").zIndex(1).padding(2)
                    Text("back")
                })
            guard let stack = hosting.renderedWidgets.first else { return XCTFail("no stack") }
            XCTAssertEqual(stack.children.map { $0.property("label")?.string ?? $0.typeName }, ["back", "GtkBox"])
            let raisable = HostingView(rootView: Raisable())
            guard let layers = raisable.renderedWidgets.first else { return XCTFail("no stack") }
            let order = { layers.children.map { $0.property("label")?.string ?? $0.typeName } }
            XCTAssertEqual(order(), ["a", "b", "Raise"])
            only(CheckButton.self, in: raisable)?.isActive = true
            raisable.flush()
            XCTAssertEqual(order(), ["b", "a", "Raise"], "a raised above b, below the toggle")
        }
    }

    func testOverlayIsSizedByTheViewAndPlacedPerAlignment() {
        onMain {
            let shown = Presented(
                VStack {
                    Text("Inbox").padding(10)
                        .overlay(alignment: .topTrailing) {
                            Circle().fill(Color.red).frame(width: 10, height: 10)
                        }
                })
            defer { shown.close() }
            guard let inbox = label("Inbox", in: shown.hosting), let dot = only(ShapeNode.self, in: shown.hosting)?.widget,
                let host = inbox.parent?.parent
            else { return XCTFail("widgets not found") }
            XCTAssertEqual(host.width, inbox.width + 20, "the overlay does not change the size")
            XCTAssertEqual(host.height, inbox.height + 20)
            let badge = dot.bounds(relativeTo: host)
            XCTAssertEqual(badge.map { [$0.x + $0.width, $0.y, $0.width] }, [Double(host.width), 0, 10])
            XCTAssertEqual(childTypes(host), ["GtkBox", "CGtkLayoutHost"], "the badge is drawn in front")
        }
    }

    func testBackgroundIsBehindAndTakesTheViewsSize() {
        onMain {
            let shown = Presented(
                VStack {
                    Button("Tap") {}
                        .padding(6)
                        .background { RoundedRectangle(cornerRadius: 8).fill(Color.yellow) }
                    Text("Boxed").border(Color.red, width: 2)
                })
            defer { shown.close() }
            guard let button = only(Gtk::Button.self, in: shown.hosting), let host = button.parent?.parent,
                let shape = find(ShapeNode.self, in: shown.hosting).first?.widget
            else { return XCTFail("widgets not found") }
            XCTAssertEqual(childTypes(host), ["GtkBox", "GtkBox"])
            XCTAssertTrue(host.children.first?.isSameObject(as: shape) ?? false, "the background is drawn first, behind")
            XCTAssertEqual([shape.width, shape.height], [host.width, host.height], "a shape fills the view's size")
            let border = find(ShapeNode.self, in: shown.hosting).first { $0.styler.declarations.hasPrefix("border") }
            XCTAssertEqual(border?.styler.declarations, "border: 2px solid @gtkui_red;")
            let boxed = label("Boxed", in: shown.hosting)
            XCTAssertEqual(
                border?.widget.allocation.width, boxed.map { Double($0.width) },
                "the border (its CSS border included) is the text's size")
        }
    }
}
