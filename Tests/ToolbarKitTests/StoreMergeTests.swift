import Foundation
import XCTest

@testable import ToolbarKit

/// Two instances of the app on one HOME: neither silently undoes the other's toolbar changes.
final class StoreMergeTests: TemporaryFolderTestCase {
    private let catalog = Fixtures.editing

    /// Two stores on the same folder, as two processes would have.
    private func twoInstances() -> (ToolbarStore, ToolbarStore) {
        let first = makeStore()
        let second = makeStore()
        _ = first.load(id: "editingtools", catalog: catalog)
        _ = second.load(id: "editingtools", catalog: catalog)
        return (first, second)
    }

    func testChangesToDifferentFieldsAreBothKept() throws {
        let (first, second) = twoInstances()
        var hidden = catalog.defaultLayout
        hidden.isVisible = false
        first.save(hidden, id: "editingtools")
        var textOnly = catalog.defaultLayout
        textOnly.displayMode = .textOnly
        var told: Set<String> = []
        second.onExternalChange = { told.formUnion($0) }
        second.save(textOnly, id: "editingtools")
        let onDisk = makeStore().load(id: "editingtools", catalog: catalog)
        XCTAssertFalse(onDisk.isVisible, "the first instance's change survives")
        XCTAssertEqual(onDisk.displayMode, .textOnly)
        XCTAssertEqual(told, ["editingtools"], "the second instance learns the toolbar changed")
        XCTAssertEqual(warnings, [])
    }

    func testOtherToolbarsOfTheOtherInstanceAreKept() throws {
        let (first, second) = twoInstances()
        first.save(catalog.defaultLayout, id: "sidebar")
        var textOnly = catalog.defaultLayout
        textOnly.displayMode = .textOnly
        second.save(textOnly, id: "editingtools")
        XCTAssertNotNil(makeStore().storedLayout(id: "sidebar"))
    }

    func testConflictingChangesKeepThisInstancesAndSayWhich() throws {
        let (first, second) = twoInstances()
        var iconOnly = catalog.defaultLayout
        iconOnly.displayMode = .iconOnly
        first.save(iconOnly, id: "editingtools")
        var textOnly = catalog.defaultLayout
        textOnly.displayMode = .textOnly
        second.save(textOnly, id: "editingtools")
        XCTAssertEqual(makeStore().load(id: "editingtools", catalog: catalog).displayMode, .textOnly)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings[0].contains("\"editingtools\""), warnings[0])
        XCTAssertTrue(warnings[0].contains(makeStore().fileURL.path), warnings[0])
    }

    func testReloadAdoptsTheOtherInstancesLayoutInTheModel() throws {
        let firstRegistry = ToolbarRegistry(store: makeStore())
        let secondStore = makeStore()
        let secondRegistry = ToolbarRegistry(store: secondStore)
        let first = firstRegistry.model(id: "editingtools", catalog: catalog)
        let second = secondRegistry.model(id: "editingtools", catalog: catalog)
        try first.remove(at: first.layout.entries.firstIndex { $0.itemID == "italic" }!)
        XCTAssertTrue(second.contains(itemID: "italic"))
        secondStore.reloadIfChangedOnDisk()
        XCTAssertFalse(second.contains(itemID: "italic"), "the second window shows the first one's removal")
        XCTAssertEqual(second.layout, first.layout)
        secondStore.reloadIfChangedOnDisk()
        XCTAssertEqual(second.layout, first.layout)
    }

    func testMergeRules() {
        let base = catalog.defaultLayout
        var ours = base
        ours.isVisible = false
        var theirs = base
        theirs.entries.removeLast()
        theirs.seenItemIDs.insert("new")
        let (merged, conflicts) = ToolbarDocumentMerge.merge(base: ["t": base], ours: ["t": ours], theirs: ["t": theirs])
        XCTAssertEqual(conflicts, [])
        XCTAssertEqual(merged["t"]?.isVisible, false)
        XCTAssertEqual(merged["t"]?.entries, theirs.entries)
        XCTAssertTrue(merged["t"]?.seenItemIDs.contains("new") ?? false)
        XCTAssertEqual(
            ToolbarDocumentMerge.merge(base: ["t": base], ours: ["t": base], theirs: [:]).merged, [:],
            "a toolbar the other side removed goes when this side did not change it")
    }
}
