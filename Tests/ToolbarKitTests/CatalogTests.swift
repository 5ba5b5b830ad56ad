import XCTest

@testable import ToolbarKit

final class CatalogTests: XCTestCase {
    func testItemDefaultsFollowSwiftUI() {
        let item = CatalogItem(id: "bold")
        XCTAssertEqual(item.label, "bold")
        XCTAssertEqual(item.placement, .automatic)
        XCTAssertTrue(item.isVisibleByDefault)
        XCTAssertFalse(item.alwaysAvailable)
        XCTAssertEqual(item.behavior, .default)
    }

    func testLabels() {
        XCTAssertEqual(SpacerKind.allCases.map(\.label), ["Space", "Flexible Space", "Separator"])
        XCTAssertEqual(DisplayMode.allCases.map(\.label), ["Icon and Text", "Icon Only", "Text Only"])
        XCTAssertEqual(ToolbarPlacement.allCases.count, 6)
    }

    func testDefaultLayoutHasDisabledFirstThenVisibleItemsAndSpacersInDeclarationOrder() {
        let catalog = ToolbarCatalog([
            .item(CatalogItem(id: "a")),
            .spacer(.space),
            .item(CatalogItem(id: "hidden", isVisibleByDefault: false)),
            .item(CatalogItem(id: "fixed", behavior: .disabled)),
            .spacer(.space),
            .item(CatalogItem(id: "b", behavior: .reorderable))
        ])
        let layout = catalog.defaultLayout
        XCTAssertEqual(layout.itemIDs, ["fixed", "a", "b"])
        XCTAssertEqual(layout.entries.map(\.spacerKind), [nil, nil, .space, .space, nil])
        XCTAssertEqual(Set(ids(layout)).count, 5, "the two spaces are distinct instances")
        XCTAssertEqual(layout.seenItemIDs, ["a", "hidden", "fixed", "b"])
        XCTAssertEqual(layout.displayMode, .iconAndText)
        XCTAssertTrue(layout.isVisible)
    }

    func testDuplicateIDsKeepTheFirstAndAreReportedOnce() {
        let catalog = ToolbarCatalog([
            .item(CatalogItem(id: "bold", label: "First")),
            .item(CatalogItem(id: "italic")),
            .item(CatalogItem(id: "bold", label: "Second")),
            .item(CatalogItem(id: "bold", label: "Third"))
        ])
        XCTAssertEqual(catalog.items.map(\.id), ["bold", "italic"])
        XCTAssertEqual(catalog.item(id: "bold")?.label, "First")
        XCTAssertEqual(catalog.duplicateIDs, ["bold"])
        XCTAssertEqual(catalog.defaultLayout.itemIDs, ["bold", "italic"])
    }

    func testSpacerIDsNeverNameACatalogItem() {
        let catalog = ToolbarCatalog([.item(CatalogItem(id: "space#1")), .spacer(.space)])
        let layout = catalog.defaultLayout
        XCTAssertEqual(layout.entries.count, 2)
        XCTAssertEqual(Set(ids(layout)).count, 2)
        XCTAssertEqual(layout.entries[1].spacerKind, .space)
        XCTAssertNotEqual(layout.entries[1].id, "space#1")
    }

    func testLayoutEntryAccessors() {
        XCTAssertEqual(LayoutEntry.item("bold").itemID, "bold")
        XCTAssertNil(LayoutEntry.item("bold").spacerKind)
        XCTAssertEqual(LayoutEntry.spacer(.separator, id: "separator#2").spacerKind, .separator)
        XCTAssertNil(LayoutEntry.spacer(.separator, id: "separator#2").itemID)
    }

    func testErrorsDescribeThemselves() {
        let errors: [ToolbarError] = [
            .unknownItem("x"), .duplicateItem("x"), .indexOutOfRange(index: 9, count: 3),
            .notRemovable(itemID: "x", behavior: .reorderable), .notRemovable(itemID: "x", behavior: .disabled),
            .notMovable(itemID: "x"), .wouldPlaceBeforeDisabled(index: 0, disabledCount: 1),
            .noEditingSession, .nothingToUndo, .nothingToRedo
        ]
        let descriptions = errors.map(\.description)
        XCTAssertEqual(Set(descriptions).count, errors.count)
        XCTAssertTrue(descriptions.allSatisfy { $0.hasSuffix(".") && !$0.isEmpty })
    }
}
