import ToolbarKit
import XCTest

@testable import GtkUI

/// The Customize dialog's drag payloads survive the trip through GTK's text,
/// and text no tile produced is refused rather than misread.
final class CustomizeDragPayloadTests: XCTestCase {
    func testEveryPayloadRoundTripsThroughItsText() {
        var payloads: [CustomizeDragPayload] = [.item("bold"), .item("a:b"), .entry("flexibleSpace#1"), .defaultSet]
        payloads += SpacerKind.allCases.map { .spacer($0) }
        for payload in payloads {
            XCTAssertEqual(CustomizeDragPayload(encoded: payload.encoded), payload, payload.encoded)
        }
        XCTAssertEqual(CustomizeDragPayload.item("bold").encoded, "item:bold")
        XCTAssertEqual(CustomizeDragPayload.spacer(.flexibleSpace).encoded, "spacer:flexibleSpace")
    }

    func testForeignTextIsRefused() {
        for text in ["", "bold", "item", "spacer:wide", "note:bold", "default-set:x", "Item:bold"] {
            XCTAssertNil(CustomizeDragPayload(encoded: text), text)
        }
    }

    func testOnlyEntriesNameAnEntry() {
        XCTAssertEqual(CustomizeDragPayload.entry("sort").entryID, "sort")
        XCTAssertNil(CustomizeDragPayload.item("sort").entryID)
        XCTAssertNil(CustomizeDragPayload.defaultSet.entryID)
    }
}
