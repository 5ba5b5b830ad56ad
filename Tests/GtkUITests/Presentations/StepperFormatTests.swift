import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `Stepper(value:format:)`: the value shown as the format writes it, in a field the user can type in.
final class StepperFormatTests: GtkTestCase {
    func testTheValueShowsFormattedAndFollowsTheButtons() {
        onMain {
            let width = Shared(1.5)
            @MainActor func view() -> some View {
                Stepper("Line Width", value: width.binding, in: 0.5...3, step: 0.5, format: .number.precision(.fractionLength(1)))
            }
            let hosting = HostingView(rootView: view())
            guard let node = only(StepperNode.self, in: hosting), let field = node.valueField else { return XCTFail("no value field") }
            XCTAssertEqual(field.text, "1.5")
            XCTAssertEqual(labelTexts(in: node.widget).filter { !$0.isEmpty }, ["Line Width"], "the title, without the value in it")
            XCTAssertEqual(field.accessibleLabel, "Line Width")
            XCTAssertEqual(
                node.widget.children.last?.children.map(\.typeName), ["GtkEntry", "GtkButton", "GtkButton"],
                "the field is linked with the − and + buttons")
            node.incrementButton.click()
            XCTAssertEqual(width.value, 2.0)
            hosting.update(view())
            XCTAssertEqual(field.text, "2.0")
            for _ in 0..<4 { node.incrementButton.click() }
            hosting.update(view())
            XCTAssertEqual(field.text, "3.0", "up to the bound")
            XCTAssertFalse(node.incrementButton.isSensitive)
        }
    }

    func testTypedValuesAreParsedKeptInTheRangeAndRejectedWhenNotNumbers() {
        onMain {
            let width = Shared(1.0)
            @MainActor func view() -> some View {
                Stepper("Line Width", value: width.binding, in: 0.5...3, step: 0.5, format: .number)
            }
            let hosting = HostingView(rootView: view())
            guard let node = only(StepperNode.self, in: hosting), let field = node.valueField else { return XCTFail("no value field") }
            XCTAssertEqual(field.text, "1")
            field.text = "2.25"
            field.activateField()
            XCTAssertEqual(width.value, 2.25, "Return writes the typed value")
            XCTAssertEqual(field.text, "2.25")
            field.text = "12"
            field.activateField()
            XCTAssertEqual(width.value, 3, "kept in the range")
            XCTAssertEqual(field.text, "3")
            field.text = "wide"
            field.activateField()
            XCTAssertEqual(width.value, 3, "text that is no number changes nothing")
            XCTAssertEqual(field.text, "3", "and the field shows the value again")
            hosting.update(view())
            node.decrementButton.click()
            XCTAssertEqual(width.value, 2.5, "the buttons step from the typed value")
        }
    }

    func testAnUnboundedStepperWithALabelViewShowsPercent() {
        onMain {
            let zoom = Shared(0.5)
            @MainActor func view() -> some View {
                Stepper(value: zoom.binding, step: 0.25, format: .percent) { Label("Zoom", systemImage: "plus.magnifyingglass") }
            }
            let hosting = HostingView(rootView: view())
            guard let node = only(StepperNode.self, in: hosting), let field = node.valueField else { return XCTFail("no value field") }
            XCTAssertEqual(field.text, "50%")
            node.decrementButton.click()
            node.decrementButton.click()
            node.decrementButton.click()
            hosting.update(view())
            XCTAssertEqual(zoom.value, -0.25, "no bounds")
            XCTAssertEqual(field.text, "-25%")
        }
    }

    func testAStepperWithoutAFormatHasNoField() {
        onMain {
            let hosting = HostingView(rootView: Stepper("Copies", value: .constant(2), in: 1...3))
            XCTAssertNil(only(StepperNode.self, in: hosting)?.valueField)
        }
    }
}
