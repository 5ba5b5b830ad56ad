import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The seed's slider, with a second control on the same state.
private struct FontSizeControls: View {
    @State var fontSize = 12.0
    var inToolbar = true
    var body: some View {
        VStack {
            if inToolbar {
                AsToolbarItem(content: slider)
            } else {
                slider
            }
            Button("Bigger") { fontSize = 40 }
        }
    }
    var slider: some View {
        Slider(
            value: $fontSize, in: 8...120,
            minimumValueLabel: Text("A").font(.system(size: 8)),
            maximumValueLabel: Text("A").font(.system(size: 16))
        ) {
            Text("Font Size (\(Int(fontSize)))")
        }
        .frame(width: 150)
    }
}

final class SliderTests: GtkTestCase {
    func testSeedSliderLayoutAndAccessibleName() {
        onMain {
            let hosting = HostingView(rootView: FontSizeControls())
            guard let node = only(SliderNode.self, in: hosting) else { return }
            XCTAssertEqual(childTypes(node.widget), ["GtkLabel", "GtkScale", "GtkLabel"], "no visible label in a toolbar")
            XCTAssertEqual(
                node.widget.parent?.measure(.horizontal), SizeRequest(minimum: 150, natural: 150),
                "the slider's frame is 150 px wide")
            XCTAssertTrue(node.scale.hexpand)
            XCTAssertEqual(node.scale.value, 12)
            XCTAssertEqual(node.scale.accessibleLabel, "Font Size")
            let labels = find(TextNode.self, in: node)
            XCTAssertTrue(labels[0].styler.declarations.contains("font-size: 6pt"))
            XCTAssertTrue(labels[1].styler.declarations.contains("font-size: 12pt"))
        }
    }

    func testUserMoveWritesBindingAndLabelFollowsLive() {
        onMain {
            let hosting = HostingView(rootView: FontSizeControls(inToolbar: false))
            guard let node = only(SliderNode.self, in: hosting) else { return }
            let scale = node.scale
            XCTAssertTrue(find(Gtk::Label.self, in: node).contains { $0.text == "Font Size (12)" }, "label shown outside toolbars")
            scale.value = 40
            hosting.flush()
            XCTAssertTrue(find(Gtk::Label.self, in: node).contains { $0.text == "Font Size (40)" })
            XCTAssertEqual(scale.accessibleLabel, "Font Size")
            XCTAssertTrue(only(SliderNode.self, in: hosting).map { $0.scale.isSameObject(as: scale) } ?? false)
        }
    }

    func testBindingChangeMovesTheScale() {
        onMain {
            let hosting = HostingView(rootView: FontSizeControls())
            guard let scale = only(SliderNode.self, in: hosting)?.scale else { return }
            find(Gtk::Button.self, in: hosting).first?.click()
            hosting.flush()
            XCTAssertEqual(scale.value, 40)
        }
    }

    func testDescriptionKeepsLiveTitleAndStableTitle() {
        onMain {
            var size = 12.0
            let binding = Binding(get: { size }, set: { size = $0 })
            let slider = Slider(value: binding, in: 8...120, minimumValueLabel: Text("A"), maximumValueLabel: Text("A")) {
                Text("Font Size (\(Int(size)))")
            }
            let description = describe(slider)
            XCTAssertEqual(description.title, "Font Size (12)")
            XCTAssertEqual(description.stableTitle, "Font Size")
            XCTAssertEqual(description.bestLabel, "Font Size (12)")
        }
    }

    func testStableTitleOnlyDropsTheShownValue() {
        onMain {
            typealias S = Slider<EmptyView, EmptyView>
            XCTAssertEqual(S.stableTitle("Font Size (12)", value: 12.7), "Font Size")
            XCTAssertEqual(S.stableTitle("Zoom (150 %)", value: 150), "Zoom")
            XCTAssertEqual(S.stableTitle("Volume (max)", value: 3), "Volume (max)")
            XCTAssertEqual(S.stableTitle("Level (7)", value: 30), "Level (7)")
            XCTAssertEqual(S.stableTitle("Size", value: 3), "Size")
        }
    }

    func testStepSnapsAndEditingIsReported() {
        onMain {
            var value: Float = 0
            var events: [Bool] = []
            let binding = Binding(get: { value }, set: { value = $0 })
            let hosting = HostingView(rootView: Slider(value: binding, in: 0...10, step: 2) { editing in events.append(editing) })
            guard let scale = only(SliderNode.self, in: hosting)?.scale else { return }
            scale.value = 3.2
            XCTAssertEqual(value, 4)
            XCTAssertEqual(scale.value, 4)
            XCTAssertEqual(events, [true])
            spin(timeout: 2) { events.count == 2 }
            XCTAssertEqual(events, [true, false])
        }
    }
}
