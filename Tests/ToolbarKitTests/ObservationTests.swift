import XCTest

@testable import ToolbarKit

final class ObservationTests: XCTestCase {
    func testObserversSeeOldAndNewLayoutsInOrder() throws {
        let model = ToolbarModel(id: "t", catalog: Fixtures.editing)
        var log: [String] = []
        var changes: [ToolbarChange] = []
        let window = model.addObserver {
            changes.append($0)
            log.append("window")
        }
        let dialog = model.addObserver { _ in log.append("dialog") }
        let before = model.layout
        try model.remove(at: 1)
        XCTAssertEqual(log, ["window", "dialog"])
        XCTAssertEqual(changes.last?.old, before)
        XCTAssertEqual(changes.last?.new, model.layout)
        XCTAssertEqual(changes.last?.cause, .edit)
        XCTAssertEqual(changes.last?.removedItemIDs, ["sizeSelector"])
        try model.undo()
        XCTAssertEqual(changes.last?.cause, .undo)
        XCTAssertEqual(changes.last?.insertedItemIDs, ["sizeSelector"])
        try model.redo()
        XCTAssertEqual(changes.last?.cause, .redo)
        withExtendedLifetime((window, dialog)) {}
    }

    func testSessionEventsAreTold() throws {
        let model = ToolbarModel(id: "t", catalog: Fixtures.editing)
        var causes: [ToolbarChange.Cause] = []
        let token = model.addObserver { causes.append($0.cause) }
        model.beginEditingSession()
        model.setVisible(false)
        try model.commitEditingSession()
        model.beginEditingSession()
        try model.cancelEditingSession()
        XCTAssertEqual(causes, [.sessionBegan, .edit, .sessionCommitted, .sessionBegan, .sessionCancelled])
        XCTAssertTrue(ToolbarChange.Cause.sessionCancelled.endsSession)
        XCTAssertFalse(ToolbarChange.Cause.edit.endsSession)
        token.cancel()
    }

    func testRefusedOperationsTellNobody() {
        let model = ToolbarModel(id: "t", catalog: Fixtures.editing)
        var count = 0
        let token = model.addObserver { _ in count += 1 }
        _ = try? model.remove(at: 0)
        try? model.insert(item: "bold", at: 1)
        try? model.move(from: 0, to: 1)
        XCTAssertEqual(count, 0)
        token.cancel()
    }

    func testCancelAndReleaseStopObserving() throws {
        let model = ToolbarModel(id: "t", catalog: Fixtures.editing)
        var cancelled = 0
        var released = 0
        let token = model.addObserver { _ in cancelled += 1 }
        var releasedToken: ToolbarObservation? = model.addObserver { _ in released += 1 }
        model.setVisible(false)
        token.cancel()
        token.cancel()
        releasedToken = nil
        model.setVisible(true)
        XCTAssertEqual(cancelled, 1)
        XCTAssertEqual(released, 1)
        XCTAssertNil(releasedToken)
    }

    func testAnObserverMayCancelALaterOne() {
        let model = ToolbarModel(id: "t", catalog: Fixtures.editing)
        var second: ToolbarObservation?
        var secondCalls = 0
        let first = model.addObserver { _ in second?.cancel() }
        second = model.addObserver { _ in secondCalls += 1 }
        model.setVisible(false)
        XCTAssertEqual(secondCalls, 0)
        withExtendedLifetime(first) {}
    }

    func testRegistrySharesOneModelPerToolbarID() throws {
        let registry = ToolbarRegistry()
        let windowA = registry.model(id: "editingtools", catalog: Fixtures.editing)
        let windowB = registry.model(id: "editingtools", catalog: Fixtures.editing)
        let other = registry.model(id: "other", catalog: Fixtures.plain(["x"]))
        XCTAssertTrue(windowA === windowB)
        XCTAssertFalse(windowA === other)
        XCTAssertTrue(registry.existingModel(id: "editingtools") === windowA)
        XCTAssertNil(registry.existingModel(id: "missing"))

        var seenByB: ToolbarLayout?
        let token = windowB.addObserver { seenByB = $0.new }
        try windowA.remove(at: 1)
        XCTAssertEqual(seenByB, windowA.layout)
        XCTAssertEqual(windowB.layout, windowA.layout)
        token.cancel()
    }
}
