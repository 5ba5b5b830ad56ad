import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The CSS the effect nodes put on their widgets, the empty ones left out.
@MainActor private func effectCSS(_ hosting: HostingView<some View>) -> [String] {
    find(EffectNode.self, in: hosting).flatMap { $0.appliedDeclarations }.filter { !$0.isEmpty }
}

final class EffectModifierTests: GtkTestCase {

    func testStackedFiltersComposeInOrderOnTheLabel() {
        onMain {
            let hosting = HostingView(rootView: Text("Card").blur(radius: 2).grayscale(1).brightness(0.1))
            XCTAssertEqual(effectCSS(hosting), ["filter: blur(2px) grayscale(1) brightness(1.1);"])
            let label = find(Gtk::Label.self, in: hosting).first
            let owner = find(EffectNode.self, in: hosting).first { !$0.appliedDeclarations.allSatisfy { $0.isEmpty } }
            XCTAssertTrue(owner?.widgets.first.map { label?.isSameObject(as: $0) ?? false } ?? false, "on the label itself")
        }
    }

    func testTransformsPivotOnTheAnchor() {
        onMain {
            let hosting = HostingView(rootView: Text("↻").rotationEffect(.degrees(90)).scaleEffect(2, anchor: .topLeading))
            XCTAssertEqual(effectCSS(hosting), ["transform: scale(2, 2) rotate(90deg); transform-origin: 0% 0%;"])
        }
    }

    func testShadowFollowsTextOrTheBoxItPaints() {
        onMain {
            let text = HostingView(rootView: Text("Title").shadow(color: .black, radius: 3, x: 0, y: 1))
            XCTAssertEqual(effectCSS(text), ["text-shadow: 0px 1px 3px #000000; -gtk-icon-shadow: 0px 1px 3px #000000;"])
            let card = HostingView(rootView: Text("Card").background(Color.white).shadow(color: .black, radius: 4))
            XCTAssertEqual(effectCSS(card), ["box-shadow: 0px 0px 4px #000000;"])
        }
    }

    func testRedactedBlursAndTellsTheEnvironment() {
        onMain {
            let hosting = HostingView(rootView: Text("Loading").redacted(reason: .placeholder))
            XCTAssertEqual(effectCSS(hosting), ["filter: blur(4px) opacity(0.45);"])
        }
    }

    func testHiddenKeepsSpaceButTakesNoInput() {
        onMain {
            let hosting = HostingView(rootView: Button("Secret") {}.hidden())
            let button = find(Gtk::Button.self, in: hosting).first
            XCTAssertEqual(button?.opacity, 0)
            XCTAssertEqual(button?.canTarget, false)
            XCTAssertEqual(button?.isVisible, true, "still laid out")
        }
    }

    func testAllowsHitTestingFalseLetsClicksThrough() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Text("Over").allowsHitTesting(false)
                    Text("Under")
                })
            let labels = find(Gtk::Label.self, in: hosting)
            XCTAssertEqual(labels.map { $0.canTarget }, [false, true])
        }
    }
}
