import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A custom style: the content, then the label in brackets.
private struct BracketedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.content
            Text("[")
            configuration.label
            Text("]")
        }
    }
}

final class LabeledContentTests: GtkTestCase {
    func testTheLabelStartsTheRowAndATextValueIsDimmedAtItsEnd() throws {
        try onMain {
            let fixture = ToolbarFixture(LabeledContent("Version", value: "1.0").frame(width: 300))
            defer { fixture.close() }
            fixture.settle()
            let root = try XCTUnwrap(only(LabeledRowNode.self, in: fixture.hosting)).widget
            let label = try XCTUnwrap(descendants(root).first { $0.property("label")?.string == "Version" })
            let value = try XCTUnwrap(descendants(root).first { $0.property("label")?.string == "1.0" })
            let labelX = try XCTUnwrap(label.bounds(relativeTo: root)).x
            let valueX = try XCTUnwrap(value.bounds(relativeTo: root)).x
            XCTAssertLessThan(labelX, 10)
            XCTAssertGreaterThan(valueX, 250, "the value is at the end")
            XCTAssertNotNil(sequence(first: value, next: { $0.parent }).first { $0.hasCSSClass("dim-label") })
        }
    }

    func testFormatAndContentForms() throws {
        try onMain {
            let fixture = ToolbarFixture(
                VStack {
                    LabeledContent("Total", value: 1234.5, format: .number)
                    LabeledContent("Status") { Button("Retry") {} }
                    LabeledContent {
                        Text("42")
                    } label: {
                        Label("Answer", systemImage: "star")
                    }
                })
            defer { fixture.close() }
            let texts = visibleLabels(in: fixture.hosting.widget)
            XCTAssertEqual(texts, ["Total", 1234.5.formatted(.number), "Status", "Retry", "Answer", "42"])
            let retry = try XCTUnwrap(widgets("GtkButton", in: fixture.hosting.widget).first)
            XCTAssertNil(sequence(first: retry, next: { $0.parent }).first { $0.hasCSSClass("dim-label") }, "controls are not dimmed")
        }
    }

    func testLabelsHiddenAndCustomStyles() throws {
        try onMain {
            let fixture = ToolbarFixture(
                VStack {
                    LabeledContent("Hidden", value: "value").labelsHidden()
                    LabeledContent("Styled", value: "x").labeledContentStyle(BracketedStyle())
                    LabeledContent("Plain", value: "y").labeledContentStyle(.automatic)
                })
            defer { fixture.close() }
            XCTAssertEqual(visibleLabels(in: fixture.hosting.widget), ["value", "x", "[", "Styled", "]", "Plain", "y"])
        }
    }
}
