import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A counter and switches that drive symbol effects.
@MainActor
private final class EffectState: ObservableObject {
    @Published var count = 0
    @Published var isActive = true
    @Published var removed = false
}

private struct Bell: View {
    @ObservedObject var state: EffectState
    var body: some View {
        VStack {
            Image(systemName: "bell").symbolEffect(.bounce, value: state.count)
            Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: state.isActive)
            Image(systemName: "star").symbolEffect(.scale.up, isActive: state.isActive)
            Image(systemName: "heart").symbolEffect(.disappear, isActive: !state.isActive)
            Image(systemName: "gear").symbolEffect(.rotate, options: .repeat(3), value: state.count)
        }
        .symbolEffectsRemoved(state.removed)
    }
}

/// `.symbolEffect` as CSS animations of the symbol's widget.
final class SymbolEffectTests: GtkTestCase {
    func testEffectsRunOnValueChangesAndWhileActive() throws {
        try onMain {
            let state = EffectState()
            let shown = Presented(Bell(state: state), width: 200, height: 300)
            defer { shown.close() }
            let nodes = find(SymbolEffectNode.self, in: shown.hosting)
            XCTAssertEqual(nodes.count, 5)
            let (bounce, variable, scale, disappear, rotate) = (nodes[0], nodes[1], nodes[2], nodes[3], nodes[4])
            XCTAssertEqual(bounce.rules(), "", "a discrete effect waits for the value to change")
            XCTAssertTrue(variable.rules().contains("infinite"), "an active indefinite effect runs without end")
            XCTAssertTrue(scale.rules().contains("transform: scale(1.25)"), "scale.up holds the symbol larger")
            XCTAssertTrue(disappear.rules().contains("opacity: 1"), "a disappear effect not active shows the symbol")
            XCTAssertFalse(disappear.rules().contains("opacity: 0"))

            state.count = 1
            shown.settleLayout()
            let first = bounce.rules()
            XCTAssertTrue(first.contains("@keyframes") && first.contains("scale(1.25)") && first.hasSuffix("ease-in-out 1; }"), first)
            XCTAssertTrue(rotate.rules().contains("rotate(360") && rotate.rules().contains(" 3; }"), "three turns")
            state.count = 2
            shown.settleLayout()
            XCTAssertNotEqual(bounce.rules(), first, "a new change starts the bounce again (new keyframes)")

            state.isActive = false
            shown.settleLayout()
            XCTAssertEqual(variable.rules(), "", "inactive: no animation")
            XCTAssertFalse(scale.rules().contains("scale(1.25)"))
            XCTAssertTrue(disappear.rules().contains("opacity: 0"), "disappear while active hides the symbol")

            state.removed = true
            shown.settleLayout()
            XCTAssertEqual(nodes.map { $0.rules() }, ["", "", "", "", ""], "symbolEffectsRemoved turns them all off")
        }
    }

    func testADisappearEffectHidesTheDrawnSymbol() throws {
        try onMain {
            let state = EffectState()
            state.isActive = true
            let shown = Presented(Heart(state: state), width: 100, height: 100)
            defer { shown.close() }
            @MainActor func inkedPixels() -> Int {
                guard let pixels = shown.hosting.widget.renderPixels() else { return -1 }
                var count = 0
                for y in 0..<pixels.height {
                    for x in 0..<pixels.width where pixels.color(x: x, y: y).alpha > 0.5 { count += 1 }
                }
                return count
            }
            spin(timeout: 30) { inkedPixels() > 50 }
            XCTAssertGreaterThan(inkedPixels(), 50, "the heart is drawn")
            state.isActive = false
            shown.settleLayout()
            spin(timeout: 30) { inkedPixels() == 0 }
            XCTAssertEqual(inkedPixels(), 0, "the heart faded out")
            state.isActive = true
            shown.settleLayout()
            spin(timeout: 30) { inkedPixels() > 50 }
            XCTAssertGreaterThan(inkedPixels(), 50, "and back")
        }
    }
}

private struct Heart: View {
    @ObservedObject var state: EffectState
    var body: some View {
        Image(systemName: "heart").font(.system(size: 40)).symbolEffect(.disappear, isActive: !state.isActive)
    }
}
