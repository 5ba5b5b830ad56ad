import XCTest

@testable import ToolbarKit

/// How a layout saved by one app version loads in another.
final class MigrationTests: XCTestCase {
    private let version1 = Fixtures.plain(["a", "b", "c"])

    /// The user's v1 layout: removed b, moved c first.
    private func customizedV1() throws -> ToolbarLayout {
        let model = ToolbarModel(id: "t", catalog: version1)
        try model.remove(at: 1)
        try model.move(from: 1, to: 0)
        XCTAssertEqual(model.layout.itemIDs, ["c", "a"])
        return model.layout
    }

    func testNewVisibleItemIsInsertedAfterItsDefaultNeighbour() throws {
        let version2 = Fixtures.plain(["a", "b", "new", "c"])
        let migrated = ToolbarMigration.migrate(try customizedV1(), to: version2)
        XCTAssertEqual(migrated.itemIDs, ["c", "a", "new"], "after a, its nearest present predecessor")
        XCTAssertTrue(migrated.seenItemIDs.contains("new"))
    }

    func testNewItemWithoutPresentPredecessorGoesBeforeItsSuccessor() throws {
        let version2 = Fixtures.plain(["new", "a", "b", "c"])
        XCTAssertEqual(ToolbarMigration.migrate(try customizedV1(), to: version2).itemIDs, ["c", "new", "a"])
    }

    func testNewItemsWithoutPresentNeighboursGoLastInDeclarationOrder() {
        let empty = ToolbarLayout(entries: [], seenItemIDs: ["a"])
        let version2 = Fixtures.plain(["a", "x", "y"])
        XCTAssertEqual(ToolbarMigration.migrate(empty, to: version2).itemIDs, ["x", "y"])
    }

    func testConsecutiveNewItemsKeepTheirOrder() throws {
        let version2 = Fixtures.plain(["a", "n1", "n2", "b", "c"])
        XCTAssertEqual(ToolbarMigration.migrate(try customizedV1(), to: version2).itemIDs, ["c", "a", "n1", "n2"])
    }

    func testNewHiddenItemIsOfferedNotInserted() throws {
        let version2 = ToolbarCatalog(items: version1.items + [CatalogItem(id: "extra", isVisibleByDefault: false)])
        let migrated = ToolbarMigration.migrate(try customizedV1(), to: version2)
        XCTAssertEqual(migrated.itemIDs, ["c", "a"])
        let model = ToolbarModel(id: "t", catalog: version2, layout: migrated)
        XCTAssertEqual(model.availableItems.map(\.id), ["b", "extra"])
    }

    func testItemsTheUserRemovedStayRemoved() throws {
        let migrated = ToolbarMigration.migrate(try customizedV1(), to: version1)
        XCTAssertFalse(migrated.itemIDs.contains("b"))
    }

    func testItemDroppedFromTheCatalogDisappears() throws {
        let version2 = Fixtures.plain(["a", "b"])
        XCTAssertEqual(ToolbarMigration.migrate(try customizedV1(), to: version2).itemIDs, ["a"])
    }

    func testRenamedItemTakesItsNeighbourPlace() throws {
        let version2 = Fixtures.plain(["a", "b", "cee"])
        let migrated = ToolbarMigration.migrate(try customizedV1(), to: version2)
        XCTAssertEqual(migrated.itemIDs, ["a", "cee"], "old id dropped, new id inserted after a")
    }

    func testReorderedCatalogKeepsTheUsersOrder() throws {
        let version2 = Fixtures.plain(["c", "b", "a"])
        XCTAssertEqual(ToolbarMigration.migrate(try customizedV1(), to: version2).itemIDs, ["c", "a"])
    }

    func testDisabledItemsAreAlwaysPresentAndFirst() throws {
        let version2 = ToolbarCatalog(items: [
            CatalogItem(id: "a"), CatalogItem(id: "b"),
            CatalogItem(id: "c", behavior: .disabled),
            CatalogItem(id: "lock", isVisibleByDefault: false, behavior: .disabled)
        ])
        let saved = ToolbarLayout(entries: [.item("a"), .item("c")], seenItemIDs: ["a", "b", "c", "lock"])
        XCTAssertEqual(ToolbarMigration.migrate(saved, to: version2).itemIDs, ["c", "lock", "a"])
    }

    func testDuplicatesAndCollidingSpacerIDsAreRepaired() {
        let catalog = Fixtures.plain(["a", "space#1"])
        let saved = ToolbarLayout(
            entries: [
                .item("a"), .item("a"), .spacer(.space, id: "s"), .spacer(.separator, id: "s"),
                .spacer(.space, id: "space#1"), .item("space#1")
            ],
            seenItemIDs: ["a", "space#1"])
        let migrated = ToolbarMigration.migrate(saved, to: catalog)
        XCTAssertEqual(migrated.itemIDs, ["a", "space#1"])
        XCTAssertEqual(migrated.entries.compactMap(\.spacerKind), [.space, .separator, .space])
        XCTAssertEqual(migrated.entries[1].id, "s", "a valid spacer id is kept")
        assertInvariants(migrated, catalog: catalog)
    }

    func testSettingsAndSeenIDsSurvive() {
        let saved = ToolbarLayout(entries: [.item("a")], displayMode: .textOnly, isVisible: false, seenItemIDs: ["a", "gone"])
        let migrated = ToolbarMigration.migrate(saved, to: version1)
        XCTAssertEqual(migrated.displayMode, .textOnly)
        XCTAssertFalse(migrated.isVisible)
        XCTAssertEqual(migrated.seenItemIDs, ["a", "b", "c", "gone"], "a removed id is remembered if it returns")
    }

    func testMigrationIsIdempotent() throws {
        let version2 = Fixtures.plain(["a", "n1", "b", "c"])
        let once = ToolbarMigration.migrate(try customizedV1(), to: version2)
        XCTAssertEqual(ToolbarMigration.migrate(once, to: version2), once)
    }
}
