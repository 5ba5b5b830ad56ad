import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Ten red rows 100 high that fade and shrink outside the identity phase.
private struct TransitionRows: View {
    let phases: Probe<[Int: ScrollTransitionPhase]>
    var configuration = ScrollTransitionConfiguration.interactive

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { row in
                    Color.red.frame(height: 100)
                        .scrollTransition(configuration) { content, phase in
                            if phase != .identity { phases.value?[row] = phase }
                            return content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
                        }
                }
            }
        }
    }
}

/// The height of a scroll view a test changes.
@MainActor
private final class ViewHeight: ObservableObject {
    @Published var value: CGFloat = 300
}

/// Rows that fade outside the identity phase, in a scroll view of a height the test sets.
private struct ResizedRows: View {
    @ObservedObject var height: ViewHeight
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { _ in
                        Color.red.frame(height: 100).scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            }
            .frame(height: height.value)
            Spacer(minLength: 0)
        }
    }
}

/// Rows whose opacity follows their place in the scroll view, and a box
/// scaled by its own width.
private struct GeometryRows: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 200, height: 40)
                .visualEffect { content, proxy in content.scaleEffect(proxy.size.width / 400) }
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { _ in
                        Color.green.frame(height: 100)
                            .visualEffect { content, proxy in
                                content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.25 : 1)
                            }
                    }
                }
            }
        }
    }
}

/// `.scrollTransition` and `.visualEffect`: effects worked out from where
/// a view is, drawn on its widget.
final class ScrollTransitionTests: GtkTestCase {
    func testARowPartlyScrolledOutIsHalfWayToItsEdgePhaseAndACentredRowIsIdentity() throws {
        try onMain {
            let phases = Probe<[Int: ScrollTransitionPhase]>()
            phases.value = [:]
            let shown = Presented(TransitionRows(phases: phases), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            let rows = find(GeometryEffectNode.self, in: shown.hosting)
            XCTAssertEqual(rows.count, 10)
            let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
            XCTAssertEqual(rows[0].appliedSteps, [.opacity(1), .scale(x: 1, y: 1, anchor: .center)], "fully visible: identity")
            XCTAssertEqual(rows[1].appliedSteps, [.opacity(1), .scale(x: 1, y: 1, anchor: .center)])
            XCTAssertEqual(rows[8].appliedSteps, [.opacity(0), .scale(x: 0.5, y: 0.5, anchor: .center)], "hidden below")
            XCTAssertEqual(phases.value?[8], .bottomTrailing)

            scrolled.verticalAdjustment.value = 50
            spin(timeout: 10) { rows[0].appliedSteps.first != .opacity(1) }
            // Row 0 is half out at the top: half-way (eased) from its top
            // phase's effects to identity's.
            XCTAssertEqual(phases.value?[0], .topLeading)
            XCTAssertEqual(rows[0].appliedSteps, [.opacity(0.5), .scale(x: 0.75, y: 0.75, anchor: .center)])
            XCTAssertTrue(
                rows[0].appliedDeclarations.contains("opacity: 0.5;"), "drawn with CSS: \(rows[0].appliedDeclarations)")
            XCTAssertTrue(rows[0].appliedDeclarations.contains("transform: scale(0.75, 0.75);"))
            XCTAssertEqual(rows[1].appliedSteps, [.opacity(1), .scale(x: 1, y: 1, anchor: .center)], "in the middle: identity")
            XCTAssertEqual(rows[1].appliedDeclarations, "transform: scale(1, 1); transform-origin: 50% 50%; opacity: 1;")
            // The row at the bottom edge comes in partly.
            let bottom = rows[Int((50 + Double(scrolled.height)) / 100)]
            XCTAssertNotEqual(bottom.appliedSteps.first, .opacity(1))
            XCTAssertNotEqual(bottom.appliedSteps.first, .opacity(0))

            // What renders: row 0's visible half is drawn at half opacity.
            let pixels = try XCTUnwrap(shown.hosting.widget.renderPixels())
            let faded = pixels.color(x: 150, y: 25)
            let full = pixels.color(x: 150, y: 100)
            XCTAssertEqual(full.alpha, 1, accuracy: 0.05, "row 1 is drawn opaque: \(full)")
            XCTAssertEqual(faded.alpha, 0.5, accuracy: 0.15, "row 0 is drawn half transparent: \(faded)")
        }
    }

    func testAResizedScrollViewWorksThePhasesOutAgain() throws {
        try onMain {
            let height = ViewHeight()
            let shown = Presented(ResizedRows(height: height), width: 300, height: 500)
            defer { shown.close() }
            settle(0.3)
            let rows = find(GeometryEffectNode.self, in: shown.hosting)
            XCTAssertEqual(rows[3].appliedSteps, [.opacity(0)], "row 3 is below a 300 high scroll view")
            height.value = 450
            spin(timeout: 10) { rows[3].appliedSteps == [.opacity(1)] }
            XCTAssertEqual(rows[3].appliedSteps, [.opacity(1)], "in a 450 high one it is fully visible")
            XCTAssertEqual(rows[4].appliedSteps, [.opacity(0.5)], "row 4 is half in")
        }
    }

    func testAnAnimatedTransitionJumpsToTheEdgePhaseWithATransition() throws {
        try onMain {
            // With GTK's animations on (the valgrind phase turns them off, and then no transition is written).
            let was = Gtk.enablesAnimations
            Gtk.enablesAnimations = true
            defer { Gtk.enablesAnimations = was }
            let phases = Probe<[Int: ScrollTransitionPhase]>()
            phases.value = [:]
            let shown = Presented(
                TransitionRows(phases: phases, configuration: .animated.threshold(.visible(0.9))), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            let rows = find(GeometryEffectNode.self, in: shown.hosting)
            let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
            scrolled.verticalAdjustment.value = 5
            settle(0.3)
            XCTAssertEqual(rows[0].appliedSteps.first, .opacity(1), "95% visible: past the 90% threshold")
            scrolled.verticalAdjustment.value = 50
            spin(timeout: 10) { rows[0].appliedSteps.first != .opacity(1) }
            XCTAssertEqual(rows[0].appliedSteps, [.opacity(0), .scale(x: 0.5, y: 0.5, anchor: .center)], "no half-way")
            XCTAssertTrue(
                rows[0].appliedDeclarations.contains("transition: 350ms"),
                "animated with the default animation: \(rows[0].appliedDeclarations)")
        }
    }

    func testAVisualEffectFollowsTheViewsSizeAndItsPlaceInTheScrollView() throws {
        try onMain {
            let shown = Presented(GeometryRows(), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            let nodes = find(GeometryEffectNode.self, in: shown.hosting)
            XCTAssertEqual(nodes.count, 11)
            XCTAssertEqual(nodes[0].appliedSteps, [.scale(x: 0.5, y: 0.5, anchor: .center)], "200 wide: half of 400")
            XCTAssertTrue(nodes[0].appliedDeclarations.contains("transform: scale(0.5, 0.5);"))
            XCTAssertEqual(nodes[1].appliedSteps, [.opacity(1)])
            let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
            scrolled.verticalAdjustment.value = 30
            spin(timeout: 10) { nodes[1].appliedSteps == [.opacity(0.25)] }
            XCTAssertEqual(nodes[1].appliedSteps, [.opacity(0.25)], "the first row is above the scroll view's top")
            XCTAssertEqual(nodes[2].appliedSteps, [.opacity(1)])
            XCTAssertTrue(nodes[1].appliedDeclarations.contains("opacity: 0.25;"))
        }
    }

    func testEffectChainsInterpolateStepByStepOrSnapWhenTheyDiffer() {
        let from: [VisualEffectStep] = [.opacity(0), .offset(x: 0, y: 100)]
        let to: [VisualEffectStep] = [.opacity(1), .offset(x: 20, y: 0)]
        XCTAssertEqual(VisualEffectStep.interpolate(from, to, 0.25), [.opacity(0.25), .offset(x: 5, y: 75)])
        XCTAssertEqual(VisualEffectStep.interpolate([.blur(4)], [.opacity(1)], 0.25), [.blur(4)])
        XCTAssertEqual(VisualEffectStep.interpolate([.blur(4)], [.opacity(1)], 0.75), [.opacity(1)])
        XCTAssertEqual(
            EffectStack.css(of: [VisualEffectStep.opacity(0.5).stack, VisualEffectStep.offset(x: 3, y: 4).stack], paintsBox: false),
            "transform: translate(3px, 4px); opacity: 0.5;")
    }

    func testThresholdsPlaceTheIdentityPhase() {
        let interactive = ScrollTransitionConfiguration.interactive
        // A row 100 long in a 300 long area, 40 of it showing at the top.
        let half = ScrollTransitionPosition.of(
            start: -60, length: 100, visible: 300, topLeading: interactive, bottomTrailing: interactive)
        XCTAssertEqual(half.phase, .topLeading)
        XCTAssertEqual(half.progress, 0.4 * 0.4 * (3 - 0.8), accuracy: 1e-9, "eased in and out")
        let hidden = ScrollTransitionConfiguration.interactive.threshold(.hidden)
        XCTAssertEqual(
            ScrollTransitionPosition.of(start: -60, length: 100, visible: 300, topLeading: hidden, bottomTrailing: hidden).phase,
            .identity, "any part showing is identity")
        let centered = ScrollTransitionConfiguration.interactive.threshold(.centered)
        XCTAssertEqual(
            ScrollTransitionPosition.of(start: 100, length: 100, visible: 300, topLeading: centered, bottomTrailing: centered)
                .phase, .identity)
        XCTAssertEqual(
            ScrollTransitionPosition.of(start: 150, length: 100, visible: 300, topLeading: centered, bottomTrailing: centered)
                .phase, .bottomTrailing, "past the centre towards the bottom")
        let inset = ScrollTransitionConfiguration.interactive.threshold(.visible.inset(by: 50))
        XCTAssertEqual(
            ScrollTransitionPosition.of(start: 0, length: 100, visible: 300, topLeading: inset, bottomTrailing: inset).phase,
            .topLeading, "fully visible, but not 50 inside")
        XCTAssertEqual(
            ScrollTransitionPosition.of(start: -60, length: 100, visible: 300, topLeading: .identity, bottomTrailing: .identity)
                .phase, .identity)
        XCTAssertEqual(ScrollTransitionPhase.topLeading.value, -1)
        XCTAssertEqual(ScrollTransitionPhase.bottomTrailing.value, 1)
        XCTAssertTrue(ScrollTransitionPhase.identity.isIdentity)
    }
}
