import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Where a widget ends in its row, and where it starts, in the row's coordinates.
@MainActor
private func span(of widget: Widget, in row: Widget) throws -> (start: Double, end: Double) {
    let bounds = try XCTUnwrap(widget.bounds(relativeTo: row))
    return (bounds.x, bounds.x + bounds.width)
}

/// Formatted value fields in a grouped `Form`: GNOME preference rows with
/// the title at the start and the field at the end.
final class FormValueFieldTests: GtkTestCase {
    func testAValueFieldAndALabeledContentFieldAreRowsWithTheFieldAtTheEnd() throws {
        try onMain {
            let pages = Shared(20)
            let price = Shared(12.5)
            let speed = Shared(1.0)
            let fixture = ToolbarFixture(
                Form {
                    Section("Reading") {
                        TextField("Pages per Day", value: pages.binding, format: .number)
                        LabeledContent("Price") {
                            TextField("Price", value: price.binding, format: .number.precision(.fractionLength(2)))
                        }
                        Stepper("Speed", value: speed.binding, in: 0.5...2, step: 0.25, format: .percent)
                    }
                }
                .formStyle(.grouped), width: 600)
            defer { fixture.close() }
            fixture.settle()
            let root = fixture.hosting.widget
            let rows = widgets("GtkListBoxRow", in: root)
            XCTAssertEqual(rows.count, 3)
            let entries = widgets("GtkEntry", in: root)
            XCTAssertEqual(entries.compactMap { ($0 as Widget).property("text")?.string }, ["20", "12.50", "100%"])
            for (title, entry) in zip(["Pages per Day", "Price", "Speed"], entries) {
                let row = try XCTUnwrap(rows.first { entry.isInside($0) }, title)
                let label = try XCTUnwrap(descendants(row).first { $0.property("label")?.string == title }, "\(title) is in its row")
                let labelSpan = try span(of: label, in: row)
                let entrySpan = try span(of: entry, in: row)
                XCTAssertLessThan(labelSpan.start, 24, "\(title): the title starts the row")
                XCTAssertLessThan(labelSpan.end, entrySpan.start, "\(title): the field comes after the title")
                if title != "Speed" {
                    XCTAssertGreaterThan(entrySpan.end, Double(row.width) - 24, "\(title): the field ends the row")
                }
                XCTAssertEqual(visibleLabels(in: row).filter { $0 == title }.count, 1, "\(title) is shown once")
            }
        }
    }
}
