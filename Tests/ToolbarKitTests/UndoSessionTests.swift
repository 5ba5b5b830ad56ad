import XCTest

@testable import ToolbarKit

final class UndoSessionTests: XCTestCase {
    private var model: ToolbarModel!
    private let original = Fixtures.editing.defaultLayout

    override func setUp() {
        model = ToolbarModel(id: "editingtools", catalog: Fixtures.editing)
    }

    func testUndoAndRedoEachOperation() throws {
        let prepare: () throws -> Void = {
            try self.model.remove(at: 4)
            self.model.setVisible(false)
        }
        let operations: [(String, () throws -> Void)] = [
            ("insert", { try self.model.insert(item: "underline", at: 2) }),
            ("insertSpacer", { try self.model.insertSpacer(.separator, at: 1) }),
            ("move", { try self.model.move(from: 1, to: 3) }),
            ("remove", { try self.model.remove(at: 1) }),
            ("useDefaultSet", { try self.model.useDefaultSet() }),
            ("reset", { self.model.reset() }),
            ("displayMode", { self.model.setDisplayMode(.iconOnly) }),
            ("visibility", { self.model.setVisible(true) })
        ]
        for (name, operation) in operations {
            model = ToolbarModel(id: "editingtools", catalog: Fixtures.editing)
            try prepare()
            let before = model.layout
            try operation()
            let after = model.layout
            XCTAssertNotEqual(after, before, name)
            try model.undo()
            XCTAssertEqual(model.layout, before, name)
            try model.redo()
            XCTAssertEqual(model.layout, after, name)
            while model.canUndo { try model.undo() }
            XCTAssertEqual(model.layout, original, name)
        }
    }

    /// What observers see when told of a change is the state after it:
    /// the dialog's Undo and Redo buttons read `canUndo`/`canRedo` then.
    func testObserversSeeTheUndoStateAfterEveryChange() throws {
        var seen: [(cause: ToolbarChange.Cause, canUndo: Bool, canRedo: Bool)] = []
        let observation = model.addObserver { [unowned self] change in
            seen.append((change.cause, self.model.canUndo, self.model.canRedo))
        }
        model.beginEditingSession()
        try model.insertSpacer(.separator, at: 2)
        try model.remove(at: 1)
        try model.undo()
        try model.undo()
        try model.redo()
        try model.insert(item: "underline", at: 2)
        model.setDisplayMode(.textOnly)
        try model.commitEditingSession()
        let expected: [(ToolbarChange.Cause, Bool, Bool)] = [
            (.sessionBegan, false, false),
            (.edit, true, false), (.edit, true, false),
            (.undo, true, true), (.undo, false, true), (.redo, true, true),
            (.edit, true, false), (.edit, true, false),
            (.sessionCommitted, true, false)
        ]
        XCTAssertEqual(seen.count, expected.count)
        for (index, (got, want)) in zip(seen, expected).enumerated() {
            XCTAssertEqual(got.cause, want.0, "change \(index)")
            XCTAssertEqual(got.canUndo, want.1, "canUndo at change \(index) (\(got.cause))")
            XCTAssertEqual(got.canRedo, want.2, "canRedo at change \(index) (\(got.cause))")
        }
        observation.cancel()
    }

    func testNothingToUndoOrRedo() throws {
        XCTAssertFalse(model.canUndo)
        XCTAssertThrows(.nothingToUndo) { try model.undo() }
        XCTAssertThrows(.nothingToRedo) { try model.redo() }
        try model.remove(at: 1)
        try model.undo()
        try model.redo()
        XCTAssertThrows(.nothingToRedo) { try model.redo() }
    }

    func testANewOperationClearsRedo() throws {
        try model.remove(at: 1)
        try model.undo()
        XCTAssertTrue(model.canRedo)
        model.setDisplayMode(.textOnly)
        XCTAssertFalse(model.canRedo)
    }

    func testUndoRestoresTheSameSpacerInstance() throws {
        let spacer = try model.insertSpacer(.space, at: 2)
        try model.remove(at: 2)
        try model.undo()
        XCTAssertEqual(model.layout.entries[2], spacer)
    }

    func testCancelRestoresTheLayoutFromBeforeTheSession() throws {
        try model.remove(at: 1)
        let before = model.layout
        XCTAssertTrue(model.beginEditingSession())
        XCTAssertTrue(model.isEditing)
        try model.insert(item: "share", at: 1)
        try model.insertSpacer(.space, at: 1)
        model.setDisplayMode(.textOnly)
        try model.cancelEditingSession()
        XCTAssertFalse(model.isEditing)
        XCTAssertEqual(model.layout, before)
        try model.undo()  // the remove from before the session
        XCTAssertEqual(model.layout, original)
        XCTAssertFalse(model.canUndo)
    }

    func testCancelKeepsRedoFromBeforeTheSession() throws {
        try model.remove(at: 1)
        try model.undo()
        model.beginEditingSession()
        XCTAssertFalse(model.canRedo, "redo inside the session is the session's own")
        try model.move(from: 1, to: 2)
        try model.cancelEditingSession()
        try model.redo()
        XCTAssertFalse(model.contains(itemID: "sizeSelector"))
    }

    func testSessionStepsUndoOneByOneButNotPastTheSessionStart() throws {
        model.setVisible(false)
        model.beginEditingSession()
        XCTAssertFalse(model.canUndo)
        XCTAssertThrows(.nothingToUndo) { try model.undo() }
        try model.remove(at: 1)
        try model.remove(at: 3)
        try model.undo()
        XCTAssertEqual(model.layout.itemIDs, ["logo", "bold", "italic"])
        try model.redo()
        XCTAssertEqual(model.layout.itemIDs, ["logo", "bold"])
        try model.commitEditingSession()
    }

    func testCommittedSessionIsOneUndoStep() throws {
        model.beginEditingSession()
        try model.remove(at: 1)
        try model.insert(item: "underline", at: 1)
        model.setDisplayMode(.iconOnly)
        try model.commitEditingSession()
        let committed = model.layout
        try model.undo()
        XCTAssertEqual(model.layout, original)
        XCTAssertFalse(model.canUndo)
        try model.redo()
        XCTAssertEqual(model.layout, committed)
    }

    func testEmptyCommitKeepsEarlierRedo() throws {
        try model.remove(at: 1)
        try model.undo()
        model.beginEditingSession()
        try model.commitEditingSession()
        XCTAssertTrue(model.canRedo)
    }

    func testCommitOrCancelWithoutSessionIsRefused() {
        XCTAssertThrows(.noEditingSession) { try model.commitEditingSession() }
        XCTAssertThrows(.noEditingSession) { try model.cancelEditingSession() }
    }

    func testSecondBeginJoinsTheOpenSession() throws {
        XCTAssertTrue(model.beginEditingSession())
        try model.remove(at: 1)
        XCTAssertFalse(model.beginEditingSession())
        try model.cancelEditingSession()
        XCTAssertEqual(model.layout, original)
        XCTAssertThrows(.noEditingSession) { try model.cancelEditingSession() }
    }
}
