import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A model whose changes register their inverse, as Apple's examples do.
@MainActor
private final class Counter {
    let undoManager: UndoManager
    var value = 0
    init(_ undoManager: UndoManager) { self.undoManager = undoManager }

    func set(_ newValue: Int, name: String = "Change") {
        let old = value
        value = newValue
        undoManager.registerUndo(withTarget: self) { $0.set(old, name: name) }
        undoManager.setActionName(name)
    }
}

/// UndoManager as Apple documents it: steps, groups, names, limits, notifications.
final class UndoManagerTests: GtkTestCase {
    func testUndoRestoresAndRedoReappliesAndANewChangeClearsRedo() {
        onMain {
            let undo = UndoManager()
            let counter = Counter(undo)
            XCTAssertFalse(undo.canUndo)
            counter.set(1)
            XCTAssertTrue(undo.canUndo, "the open event group counts")
            undo.undo()
            XCTAssertEqual(counter.value, 0)
            XCTAssertTrue(undo.canRedo)
            XCTAssertFalse(undo.canUndo)
            undo.redo()
            XCTAssertEqual(counter.value, 1)
            XCTAssertTrue(undo.canUndo)
            XCTAssertFalse(undo.canRedo)
            undo.undo()
            counter.set(5)
            XCTAssertFalse(undo.canRedo, "a new change clears the redo stack")
            undo.undo()
            XCTAssertEqual(counter.value, 0)
        }
    }

    func testChangesOfOneEventAreOneStepAndTheNextEventStartsAnother() {
        onMain {
            let undo = UndoManager()
            let counter = Counter(undo)
            counter.set(1)
            counter.set(2)
            XCTAssertEqual(undo.groupingLevel, 1, "groupsByEvent opened a group")
            spin { undo.groupingLevel == 0 }
            counter.set(3)
            spin { undo.groupingLevel == 0 }
            undo.undo()
            XCTAssertEqual(counter.value, 2, "the second event's step")
            undo.undo()
            XCTAssertEqual(counter.value, 0, "both changes of the first event at once")
        }
    }

    func testExplicitGroupsNestIntoOneStep() {
        onMain {
            let undo = UndoManager()
            undo.groupsByEvent = false
            let counter = Counter(undo)
            undo.beginUndoGrouping()
            counter.set(1)
            undo.beginUndoGrouping()
            counter.set(2)
            XCTAssertEqual(undo.groupingLevel, 2)
            undo.endUndoGrouping()
            undo.endUndoGrouping()
            XCTAssertEqual(undo.groupingLevel, 0)
            undo.undo()
            XCTAssertEqual(counter.value, 0)
            undo.redo()
            XCTAssertEqual(counter.value, 2)
        }
    }

    func testActionNamesTitleTheMenuItemsAndFollowUndoAndRedo() {
        onMain {
            let undo = UndoManager()
            let counter = Counter(undo)
            XCTAssertEqual(undo.undoMenuItemTitle, "Undo")
            counter.set(4, name: "Typing")
            XCTAssertEqual(undo.undoActionName, "Typing")
            XCTAssertEqual(undo.undoMenuItemTitle, "Undo Typing")
            undo.undo()
            XCTAssertEqual(undo.redoActionName, "Typing")
            XCTAssertEqual(undo.redoMenuItemTitle, "Redo Typing")
            XCTAssertEqual(undo.undoMenuTitle(forUndoActionName: ""), "Undo")
            XCTAssertEqual(undo.redoMenuTitle(forUndoActionName: "Move"), "Redo Move")
        }
    }

    func testLevelsOfUndoKeepOnlyTheNewestSteps() {
        onMain {
            let undo = UndoManager()
            undo.levelsOfUndo = 2
            let counter = Counter(undo)
            for value in 1...4 {
                counter.set(value)
                undo.finishEventGroup()
            }
            undo.undo()
            undo.undo()
            XCTAssertFalse(undo.canUndo)
            XCTAssertEqual(counter.value, 2, "the two oldest steps were dropped")
        }
    }

    func testRegistrationCanBeDisabledAndActionsRemoved() {
        onMain {
            let undo = UndoManager()
            let counter = Counter(undo)
            undo.disableUndoRegistration()
            undo.disableUndoRegistration()
            counter.set(1)
            undo.enableUndoRegistration()
            XCTAssertFalse(undo.isUndoRegistrationEnabled, "disabling nests")
            counter.set(2)
            undo.enableUndoRegistration()
            XCTAssertFalse(undo.canUndo)
            counter.set(3)
            undo.finishEventGroup()
            let other = Counter(undo)
            other.set(9)
            undo.finishEventGroup()
            undo.removeAllActions(withTarget: counter)
            undo.undo()
            XCTAssertEqual(other.value, 0)
            XCTAssertEqual(counter.value, 3, "the counter's steps are gone")
            XCTAssertFalse(undo.canUndo)
            other.set(1)
            undo.removeAllActions()
            XCTAssertFalse(undo.canUndo)
            XCTAssertEqual(undo.groupingLevel, 0)
        }
    }

    func testUndoAndRedoPostApplesNotificationsInOrder() {
        onMain {
            let undo = UndoManager()
            let counter = Counter(undo)
            let log = NotificationLog()
            let observers = [
                Notification.Name.NSUndoManagerCheckpoint, .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
                .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange, .NSUndoManagerDidOpenUndoGroup,
                .NSUndoManagerWillCloseUndoGroup, .NSUndoManagerDidCloseUndoGroup
            ].map { name in
                NotificationCenter.default.addObserver(forName: name, object: undo, queue: nil) { note in
                    log.append(note.name.rawValue.replacingOccurrences(of: "NSUndoManager", with: ""))
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            counter.set(1)
            undo.undo()
            undo.redo()
            XCTAssertEqual(
                log.names,
                [
                    "CheckpointNotification", "DidOpenUndoGroupNotification", "CheckpointNotification",
                    "WillCloseUndoGroupNotification", "DidCloseUndoGroupNotification", "CheckpointNotification",
                    "WillUndoChangeNotification", "DidUndoChangeNotification", "CheckpointNotification",
                    "WillRedoChangeNotification", "DidRedoChangeNotification"
                ])
        }
    }

    func testAStepWhoseTargetIsGoneIsSkipped() {
        onMain {
            let undo = UndoManager()
            var counter: Counter? = Counter(undo)
            counter?.set(1)
            counter = nil
            undo.undo()
            XCTAssertFalse(undo.canUndo)
            XCTAssertFalse(undo.canRedo, "nothing was undone, so nothing to redo")
        }
    }
}

/// Names of the notifications received (posted on the main thread, read after).
private final class NotificationLog: @unchecked Sendable {
    private(set) var names: [String] = []
    func append(_ name: String) { names.append(name) }
}
