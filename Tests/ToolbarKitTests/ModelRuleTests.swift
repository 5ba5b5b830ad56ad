import XCTest

@testable import ToolbarKit

/// One test per rule and per error of the model's operations.
final class ModelRuleTests: XCTestCase {
    private var model: ToolbarModel!

    override func setUp() {
        model = ToolbarModel(id: "editingtools", catalog: Fixtures.editing)
    }

    private var itemIDs: [String] { model.layout.itemIDs }

    func testStartsWithTheDefaultLayout() {
        XCTAssertEqual(model.layout, Fixtures.editing.defaultLayout)
        XCTAssertEqual(itemIDs, ["logo", "sizeSelector", "bold", "italic"])
        XCTAssertEqual(model.disabledCount, 1)
    }

    // MARK: insert

    func testInsertPlacesTheItemAtTheIndex() throws {
        try model.insert(item: "underline", at: 1)
        XCTAssertEqual(itemIDs, ["logo", "underline", "sizeSelector", "bold", "italic"])
        try model.insert(item: "share", at: model.layout.entries.count)
        XCTAssertEqual(itemIDs.last, "share")
    }

    func testInsertUnknownItemIsRefused() {
        XCTAssertThrows(.unknownItem("nope")) { try model.insert(item: "nope", at: 1) }
    }

    func testInsertDuplicateItemIsRefused() {
        XCTAssertThrows(.duplicateItem("bold")) { try model.insert(item: "bold", at: 1) }
        XCTAssertThrows(.duplicateItem("logo")) { try model.insert(item: "logo", at: 1) }
    }

    func testInsertOutOfRangeIsRefused() {
        XCTAssertThrows(.indexOutOfRange(index: 6, count: 5)) { try model.insert(item: "underline", at: 6) }
        XCTAssertThrows(.indexOutOfRange(index: -1, count: 5)) { try model.insert(item: "underline", at: -1) }
    }

    func testInsertBeforeDisabledIsRefused() {
        XCTAssertThrows(.wouldPlaceBeforeDisabled(index: 0, disabledCount: 1)) { try model.insert(item: "underline", at: 0) }
        XCTAssertThrows(.wouldPlaceBeforeDisabled(index: 0, disabledCount: 1)) { try model.insertSpacer(.space, at: 0) }
        XCTAssertEqual(model.layout, Fixtures.editing.defaultLayout)
    }

    func testSpacersMayAppearManyTimesAsDistinctInstances() throws {
        let first = try model.insertSpacer(.separator, at: 1)
        let second = try model.insertSpacer(.separator, at: 1)
        XCTAssertNotEqual(first.id, second.id)
        XCTAssertEqual(model.layout.entries.filter { $0.spacerKind == .separator }.count, 2)
        XCTAssertThrows(.indexOutOfRange(index: 99, count: 7)) { try model.insertSpacer(.space, at: 99) }
    }

    func testSpacerIDIsStableAcrossMoves() throws {
        let spacer = try model.insertSpacer(.space, at: 1)
        try model.move(from: 1, to: 4)
        XCTAssertEqual(model.layout.entries[4], spacer)
    }

    // MARK: move

    func testMoveToIsTheFinalIndex() throws {
        try model.move(from: 1, to: 3)  // sizeSelector after bold and the flexible space
        XCTAssertEqual(model.layout.entries[3].itemID, "sizeSelector")
        XCTAssertEqual(itemIDs, ["logo", "bold", "sizeSelector", "italic"])
        try model.move(from: 4, to: 1)  // italic to the front of the customizable items
        XCTAssertEqual(itemIDs, ["logo", "italic", "bold", "sizeSelector"])
    }

    func testReorderableItemsMove() throws {
        try model.move(from: 2, to: 4)
        XCTAssertEqual(model.layout.entries[4].itemID, "bold")
        XCTAssertTrue(model.canMove(at: 4))
    }

    func testDisabledItemsDoNotMove() {
        XCTAssertThrows(.notMovable(itemID: "logo")) { try model.move(from: 0, to: 2) }
        XCTAssertFalse(model.canMove(at: 0))
        XCTAssertFalse(model.canMove(from: 0, to: 2))
    }

    func testMoveBeforeDisabledIsRefused() {
        XCTAssertThrows(.wouldPlaceBeforeDisabled(index: 0, disabledCount: 1)) { try model.move(from: 2, to: 0) }
        XCTAssertEqual(model.layout, Fixtures.editing.defaultLayout)
    }

    func testMoveOutOfRangeIsRefused() {
        XCTAssertThrows(.indexOutOfRange(index: 5, count: 5)) { try model.move(from: 5, to: 1) }
        XCTAssertThrows(.indexOutOfRange(index: 5, count: 5)) { try model.move(from: 1, to: 5) }
        XCTAssertThrows(.indexOutOfRange(index: -1, count: 5)) { try model.move(from: -1, to: 1) }
    }

    func testMoveOntoItselfChangesNothingAndRecordsNothing() throws {
        try model.move(from: 2, to: 2)
        XCTAssertEqual(model.layout, Fixtures.editing.defaultLayout)
        XCTAssertFalse(model.canUndo)
    }

    // MARK: remove

    func testRemoveReturnsTheEntry() throws {
        let removed = try model.remove(at: 1)
        XCTAssertEqual(removed, .item("sizeSelector"))
        XCTAssertFalse(model.contains(itemID: "sizeSelector"))
        XCTAssertEqual(model.availableItems.map(\.id), ["sizeSelector", "underline", "share"])
    }

    func testRemoveSpacer() throws {
        let removed = try model.remove(at: 3)
        XCTAssertEqual(removed.spacerKind, .flexibleSpace)
        XCTAssertTrue(model.layout.entries.allSatisfy { $0.spacerKind == nil })
    }

    func testReorderableItemsCannotBeRemoved() {
        XCTAssertThrows(.notRemovable(itemID: "bold", behavior: .reorderable)) { try model.remove(at: 2) }
        XCTAssertFalse(model.canRemove(at: 2))
    }

    func testDisabledItemsCannotBeRemoved() {
        XCTAssertThrows(.notRemovable(itemID: "logo", behavior: .disabled)) { try model.remove(at: 0) }
        XCTAssertFalse(model.canRemove(at: 0))
    }

    func testRemoveOutOfRangeIsRefused() {
        XCTAssertThrows(.indexOutOfRange(index: 5, count: 5)) { try model.remove(at: 5) }
        XCTAssertFalse(model.canRemove(at: 5))
    }

    func testRemovedAlwaysAvailableItemsAreReported() throws {
        XCTAssertEqual(model.removedAlwaysAvailableItems.map(\.id), ["share"])
        var removed: [String] = []
        let token = model.addObserver { removed += $0.removedItemIDs }
        try model.remove(at: 4)
        XCTAssertEqual(removed, ["italic"])
        XCTAssertEqual(model.removedAlwaysAvailableItems.map(\.id), ["italic", "share"])
        try model.insert(item: "share", at: 1)
        XCTAssertEqual(model.removedAlwaysAvailableItems.map(\.id), ["italic"])
        token.cancel()
    }

    // MARK: default set, reset, display mode, visibility

    func testUseDefaultSetRestoresEntriesOnly() throws {
        try model.remove(at: 1)
        try model.insert(item: "underline", at: 1)
        model.setDisplayMode(.textOnly)
        try model.useDefaultSet()
        XCTAssertEqual(model.layout.entries.map(\.kind), Fixtures.editing.defaultLayout.entries.map(\.kind))
        XCTAssertEqual(model.layout.displayMode, .textOnly)
    }

    func testResetRestoresEverything() throws {
        try model.remove(at: 1)
        model.setDisplayMode(.iconOnly)
        model.setVisible(false)
        model.reset()
        XCTAssertEqual(model.layout, Fixtures.editing.defaultLayout)
    }

    func testDisplayModeAndVisibility() {
        model.setDisplayMode(.textOnly)
        XCTAssertEqual(model.layout.displayMode, .textOnly)
        model.setVisible(false)
        XCTAssertFalse(model.layout.isVisible)
        XCTAssertTrue(model.canUndo)
    }

    func testUnchangedSettingsRecordNothing() throws {
        model.setDisplayMode(.iconAndText)
        model.setVisible(true)
        try model.useDefaultSet()
        model.reset()
        XCTAssertFalse(model.canUndo)
    }

    func testQueries() {
        XCTAssertTrue(model.contains(itemID: "bold"))
        XCTAssertFalse(model.contains(itemID: "flexibleSpace#1"), "spacer ids are not items")
        XCTAssertEqual(model.item(at: 2)?.id, "bold")
        XCTAssertNil(model.item(at: 3))
        XCTAssertNil(model.item(at: 99))
        XCTAssertTrue(model.canInsert(item: "underline", at: 1))
        XCTAssertFalse(model.canInsert(item: "underline", at: 0))
        XCTAssertTrue(model.canMove(at: 3))
        XCTAssertFalse(model.canMove(at: 99))
        XCTAssertTrue(model.canRemove(at: 1))
    }

    func testModelBringsAGivenLayoutInLineWithTheRules() {
        let messy = ToolbarLayout(
            entries: [.item("bold"), .item("ghost"), .item("bold"), .item("logo"), .spacer(.space, id: "x")],
            seenItemIDs: Set(Fixtures.editing.items.map(\.id)))
        let model = ToolbarModel(id: "t", catalog: Fixtures.editing, layout: messy)
        XCTAssertEqual(ids(model.layout), ["logo", "bold", "x"])
    }
}
