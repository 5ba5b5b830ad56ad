import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

@MainActor
private final class Taps: ObservableObject {
    @Published var count = 0
}

private struct Pulsing: View {
    @ObservedObject var taps: Taps
    var body: some View {
        VStack {
            Text("Heart").phaseAnimator([1.0, 0.4]) { content, opacity in
                content.opacity(opacity)
            } animation: { _ in
                .linear(duration: 0.1)
            }
            PhaseAnimator(["rest", "up", "down"], trigger: taps.count) { phase in
                Text("phase \(phase)")
            } animation: { _ in
                .easeOut(duration: 0.3)
            }
        }
    }
}

final class PhaseAnimatorTests: GtkTestCase {
    func testPhasesCycleWithoutATriggerAndRunOnceForEachChangeOfOne() throws {
        try onMain {
            let taps = Taps()
            let shown = Presented(Pulsing(taps: taps), width: 200, height: 150)
            defer { shown.close() }
            let nodes = find(PhaseAnimatorNode.self, in: shown.hosting)
            XCTAssertEqual(nodes.count, 2)
            let (cycling, triggered) = (nodes[0], nodes[1])
            XCTAssertNotNil(label("Heart", in: shown.hosting), "the placeholder draws the modified view")
            // Without a trigger: 1.0 → 0.4 → 1.0 …, each after the last animation.
            var seen: Set<Int> = [cycling.index]
            spin(timeout: 30) {
                seen.insert(cycling.index)
                return seen == [0, 1] && cycling.index == 0
            }
            XCTAssertEqual(seen, [0, 1], "both phases shown")
            XCTAssertTrue(cycling.isRunning, "and it goes on")
            // The heart's widget fades with the phases.
            let heart = try XCTUnwrap(label("Heart", in: shown.hosting))
            var opacities: Set<Double> = []
            spin(timeout: 30) {
                opacities.insert((heart.opacity * 10).rounded() / 10)
                return opacities.contains(0.4) && opacities.contains(1)
            }
            XCTAssertTrue(opacities.contains(0.4) && opacities.contains(1), "\(opacities)")

            // With a trigger: still until it changes.
            settle(0.3)
            XCTAssertEqual(triggered.index, 0)
            XCTAssertFalse(triggered.isRunning)
            XCTAssertNotNil(label("phase rest", in: shown.hosting))
            taps.count += 1
            shown.settleLayout()
            var shownPhases: [String] = []
            spin(timeout: 30) {
                if let text = find(Gtk::Label.self, in: shown.hosting).map(\.text).first(where: { $0.hasPrefix("phase ") }),
                    shownPhases.last != text
                {
                    shownPhases.append(text)
                }
                return !triggered.isRunning
            }
            XCTAssertFalse(triggered.isRunning, "one run, then it stops")
            XCTAssertEqual(triggered.index, 0, "back at the first phase")
            XCTAssertTrue(shownPhases.contains("phase up") || shownPhases.contains("phase down"), "\(shownPhases)")
            XCTAssertEqual(shownPhases.last, "phase rest")
        }
    }
}
