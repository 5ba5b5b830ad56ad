import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A battery gauge whose style the test switches.
@MainActor
private final class GaugeSettings: ObservableObject {
    @Published var circular = true
}

private struct BatteryGauge: View {
    @ObservedObject var settings: GaugeSettings
    var body: some View {
        let gauge = Gauge(value: 70, in: 0...100) {
            Text("Battery")
        } currentValueLabel: {
            Text("70")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        if settings.circular {
            gauge.gaugeStyle(.accessoryCircularCapacity)
        } else {
            gauge.gaugeStyle(.linearCapacity)
        }
    }
}

/// A style of the app's own: the label and a percentage.
private struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.value * 100).rounded()))%")
        }
    }
}

/// A style of the app's own around a built-in one.
private struct FramedCircularStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGaugeStyle().makeBody(configuration: configuration).padding(4)
    }
}

final class GaugeStyleTests: GtkTestCase {
    func testACircularGaugeIsARingHoldingItsValueAndALinearOneABar() throws {
        try onMain {
            let settings = GaugeSettings()
            let shown = Presented(BatteryGauge(settings: settings), width: 300, height: 200)
            defer { shown.close() }
            let node = try XCTUnwrap(find(GaugeNode.self, in: shown.hosting).first)
            let ring = try XCTUnwrap(node.ring, "a circular style draws a ring")
            XCTAssertTrue(ring.area.isMapped)
            XCTAssertFalse(node.bar.isMapped, "no level bar")
            XCTAssertEqual(ring.fraction, 0.7, accuracy: 0.001)
            XCTAssertEqual([ring.area.width, ring.area.height], [64, 64])
            let value = try XCTUnwrap(label("70", in: shown.hosting))
            let ringFrame = try XCTUnwrap(shown.frame(of: ring.area))
            let valueFrame = try XCTUnwrap(shown.frame(of: value))
            XCTAssertEqual(valueFrame.x + valueFrame.width / 2, ringFrame.x + ringFrame.width / 2, accuracy: 1, "the value inside the ring")
            XCTAssertEqual(valueFrame.y + valueFrame.height / 2, ringFrame.y + ringFrame.height / 2, accuracy: 1)
            let minimum = try XCTUnwrap(shown.frame(of: try XCTUnwrap(label("0", in: shown.hosting))))
            XCTAssertLessThan(minimum.x, ringFrame.x, "the minimum before the ring")

            // The other branch is another gauge (another identity), drawn linear.
            settings.circular = false
            shown.settleLayout()
            let linear = try XCTUnwrap(find(GaugeNode.self, in: shown.hosting).first)
            XCTAssertTrue(linear.bar.isMapped, "a linear style draws the level bar")
            XCTAssertFalse(linear.ring?.area.isMapped ?? false, "and no ring")
            XCTAssertEqual(linear.bar.value, 70)
            let barFrame = try XCTUnwrap(shown.frame(of: linear.bar))
            let movedValue = try XCTUnwrap(shown.frame(of: try XCTUnwrap(label("70", in: shown.hosting))))
            XCTAssertGreaterThanOrEqual(movedValue.y, barFrame.y + barFrame.height, "the value under the bar")
        }
    }

    func testAStyleOfTheAppsOwnDrawsTheGauge() throws {
        try onMain {
            let shown = Presented(
                VStack {
                    Gauge(value: 0.25) { Text("Disk") }.gaugeStyle(PercentGaugeStyle())
                    Gauge(value: 0.5) { Text("Memory") }.gaugeStyle(FramedCircularStyle())
                }, width: 300, height: 200)
            defer { shown.close() }
            XCTAssertNotNil(label("25%", in: shown.hosting), "the style's body, from the configuration's value")
            XCTAssertTrue(label("Disk", in: shown.hosting)?.isMapped == true, "the configuration's label")
            let nodes = find(GaugeNode.self, in: shown.hosting)
            XCTAssertFalse(nodes.contains { $0.bar.isMapped }, "no level bar is drawn")
            let ring = try XCTUnwrap(nodes.compactMap(\.ring).first, "the built-in circular body inside the style")
            XCTAssertTrue(ring.area.isMapped)
            XCTAssertEqual(ring.fraction, 0.5, accuracy: 0.001)
        }
    }
}
