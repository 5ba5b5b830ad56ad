import XCTest

@testable import ToolbarKit

/// Items declared after the model was made (content under an `if`).
final class CatalogExtensionTests: XCTestCase {
    func testNewVisibleItemJoinsNextToItsDefaultNeighbour() throws {
        let model = ToolbarModel(id: "t", catalog: Fixtures.plain(["a", "c"]))
        var changes = 0
        let observation = model.addObserver { _ in changes += 1 }
        model.extendCatalog(with: Fixtures.plain(["a", "b", "c"]))
        XCTAssertEqual(model.layout.itemIDs, ["a", "b", "c"])
        XCTAssertTrue(model.catalog.contains(itemID: "b"))
        XCTAssertEqual(changes, 1, "observers learn about the new item")
        observation.cancel()
    }

    func testItemsMissingFromTheNewDeclarationsKeepTheirPlace() {
        let model = ToolbarModel(id: "t", catalog: Fixtures.plain(["a", "b"]))
        model.extendCatalog(with: Fixtures.plain(["a", "c"]))
        XCTAssertEqual(model.layout.itemIDs, ["a", "c", "b"], "c joins after a, its declared neighbour; b stays")
        XCTAssertNotNil(model.catalog.item(id: "b"), "b is only absent for now; it stays in the catalog")
    }

    func testRemovedItemsStayRemovedAndHiddenOnesStayOut() throws {
        let model = ToolbarModel(id: "t", catalog: Fixtures.plain(["a", "b"]))
        try model.remove(at: 1)
        let hidden = ToolbarCatalog(items: [
            CatalogItem(id: "a"), CatalogItem(id: "b"),
            CatalogItem(id: "h", isVisibleByDefault: false)
        ])
        model.extendCatalog(with: hidden)
        XCTAssertEqual(model.layout.itemIDs, ["a"], "b was removed by the user; h is hidden by default")
        XCTAssertTrue(model.availableItems.contains { $0.id == "h" }, "h is offered in the palette")
    }

    func testSameCatalogChangesNothingAndKeepsUndo() throws {
        let model = ToolbarModel(id: "t", catalog: Fixtures.plain(["a", "b"]))
        try model.move(from: 0, to: 1)
        model.extendCatalog(with: Fixtures.plain(["b", "a"]))
        XCTAssertTrue(model.canUndo, "no new ids: nothing happens")
        XCTAssertEqual(model.layout.itemIDs, ["b", "a"])
    }
}
