import Foundation
import XCTest

@testable import ToolbarKit

final class StoreTests: TemporaryFolderTestCase {
    private let catalog = Fixtures.editing

    private func customized() throws -> ToolbarLayout {
        let model = ToolbarModel(id: "editingtools", catalog: catalog)
        try model.remove(at: 1)
        try model.insertSpacer(.separator, at: 2)
        model.setDisplayMode(.textOnly)
        return model.layout
    }

    func testFileLocationFollowsXDG() {
        let withXDG = ToolbarStore.defaultConfigHome(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/u"])
        XCTAssertEqual(withXDG.path, "/x/config")
        let unset = ToolbarStore.defaultConfigHome(environment: ["HOME": "/home/u"])
        XCTAssertEqual(unset.path, "/home/u/.config")
        let relative = ToolbarStore.defaultConfigHome(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/home/u"])
        XCTAssertEqual(relative.path, "/home/u/.config", "relative XDG paths are ignored, as the spec says")
        let store = ToolbarStore(appID: "org.gtkui.NoteEditor", configHome: URL(fileURLWithPath: "/x/config"))
        XCTAssertEqual(store.fileURL.path, "/x/config/org.gtkui.NoteEditor/toolbars.json")
    }

    func testMissingFileGivesDefaultsSilentlyAndCreatesNothing() {
        let store = makeStore()
        XCTAssertEqual(store.load(id: "editingtools", catalog: catalog), catalog.defaultLayout)
        XCTAssertEqual(warnings, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.folderURL.path))
    }

    func testSaveThenLoadRoundTrips() throws {
        let layout = try customized()
        makeStore().save(layout, id: "editingtools")
        XCTAssertEqual(makeStore().load(id: "editingtools", catalog: catalog), layout)
        XCTAssertEqual(warnings, [])
    }

    func testFileIsVersionedPrettySortedJSON() throws {
        let store = makeStore()
        store.save(try customized(), id: "editingtools")
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\n  \"toolbars\" : {\n    \"editingtools\" : {\n      \"displayMode\" : \"textOnly\","), text)
        XCTAssertTrue(text.contains("\"version\" : 1"))
        XCTAssertTrue(text.contains("\"kind\" : \"separator\""))
        XCTAssertTrue(text.hasSuffix("}\n"))
    }

    func testSavingKeepsOtherToolbarsInTheFile() throws {
        makeStore().save(try customized(), id: "editingtools")
        let other = Fixtures.plain(["x", "y"])
        let second = makeStore()
        second.save(ToolbarLayout(entries: [.item("y")], seenItemIDs: ["x", "y"]), id: "other")
        let third = makeStore()
        XCTAssertEqual(third.load(id: "editingtools", catalog: catalog), try customized())
        XCTAssertEqual(third.load(id: "other", catalog: other).itemIDs, ["y"])
    }

    func testSchemaExampleDecodes() throws {
        let example = """
            {
              "toolbars" : {
                "editingtools" : {
                  "displayMode" : "iconAndText",
                  "entries" : [
                    { "id" : "sizeSelector", "kind" : "item" },
                    { "id" : "flexibleSpace#1", "kind" : "flexibleSpace" },
                    { "id" : "bold", "kind" : "item" }
                  ],
                  "isVisible" : true,
                  "seenItemIDs" : [ "bold", "italic", "sizeSelector" ]
                }
              },
              "version" : 1
            }
            """
        let toolbars = try ToolbarFileFormat.decode(Data(example.utf8))
        let layout = try XCTUnwrap(toolbars["editingtools"])
        XCTAssertEqual(layout.itemIDs, ["sizeSelector", "bold"])
        XCTAssertEqual(layout.entries[1], .spacer(.flexibleSpace, id: "flexibleSpace#1"))
        XCTAssertEqual(layout.seenItemIDs, ["bold", "italic", "sizeSelector"])
    }

    func testLoadMigratesToTheCatalogGiven() throws {
        let version1 = Fixtures.plain(["a", "b", "c"])
        let model = ToolbarModel(id: "t", catalog: version1)
        try model.remove(at: 1)
        makeStore().save(model.layout, id: "t")
        let version2 = Fixtures.plain(["a", "b", "new", "c"])
        XCTAssertEqual(makeStore().load(id: "t", catalog: version2).itemIDs, ["a", "new", "c"])
    }

    // MARK: atomic writes

    func testWritesLeaveNoTemporaryFiles() throws {
        let store = makeStore()
        for mode in DisplayMode.allCases {
            var layout = catalog.defaultLayout
            layout.displayMode = mode
            store.save(layout, id: "editingtools")
        }
        XCTAssertEqual(folderContents(store), ["toolbars.json"])
        XCTAssertEqual(makeStore().load(id: "editingtools", catalog: catalog).displayMode, .textOnly)
    }

    func testAFailureBeforeTheRenameLeavesTheOldFile() throws {
        let store = makeStore()
        store.save(catalog.defaultLayout, id: "editingtools")
        let old = try Data(contentsOf: store.fileURL)
        store.beforeRename = { throw SystemCallError("simulated crash", code: EIO) }
        store.save(try customized(), id: "editingtools")
        XCTAssertEqual(try Data(contentsOf: store.fileURL), old)
        XCTAssertEqual(folderContents(store), ["toolbars.json"])
        XCTAssertEqual(warnings.count, 1)
        store.beforeRename = nil
        store.save(try customized(), id: "editingtools")
        XCTAssertEqual(makeStore().load(id: "editingtools", catalog: catalog), try customized(), "the next save retries")
    }

    func testTemporaryFileLeftByACrashIsIgnoredAndCleanedUp() throws {
        let store = makeStore()
        store.save(try customized(), id: "editingtools")
        let stale = store.folderURL.appendingPathComponent(".toolbars.json.tmp-AbC123")
        try Data("{\"vers".utf8).write(to: stale)
        // Left by a process that ran before this one (a newer one may be another instance's write in progress).
        var before = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, stale.path, &before, 0), 0)
        let next = makeStore()
        XCTAssertEqual(next.load(id: "editingtools", catalog: catalog), try customized())
        XCTAssertEqual(folderContents(next), ["toolbars.json"])
        XCTAssertEqual(warnings, [])
    }

    // MARK: unwritable folder

    func testAFileWhereTheFolderShouldBeCostsOneWarning() throws {
        let blocker = configHome.appendingPathComponent("org.gtkui.NoteEditor")
        try Data("not a folder".utf8).write(to: blocker)
        let store = makeStore()
        XCTAssertEqual(store.load(id: "editingtools", catalog: catalog), catalog.defaultLayout)
        XCTAssertEqual(warnings, [])
        store.save(try customized(), id: "editingtools")
        store.save(catalog.defaultLayout, id: "editingtools")
        store.save(try customized(), id: "other")
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(
            warnings[0].hasPrefix("org.gtkui.NoteEditor: The toolbar settings cannot be saved to \(store.fileURL.path)"), warnings[0])
        XCTAssertTrue(warnings[0].contains("Not a directory"), warnings[0])
        XCTAssertEqual(try String(contentsOf: blocker, encoding: .utf8), "not a folder")
        XCTAssertEqual(store.load(id: "other", catalog: catalog), try customized(), "the session keeps its changes")
    }

    func testReadOnlyFolderCostsOneWarningAndKeepsTheOldFile() throws {
        try XCTSkipIf(
            getuid() == 0,
            "running as root: permissions do not stop root, so a read-only folder cannot be simulated (the file-in-place-of-folder test covers the unwritable case)"
        )
        let store = makeStore()
        store.save(catalog.defaultLayout, id: "editingtools")
        let old = try Data(contentsOf: store.fileURL)
        chmod(store.folderURL.path, 0o555)
        store.save(try customized(), id: "editingtools")
        store.save(catalog.defaultLayout, id: "other")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(try Data(contentsOf: store.fileURL), old)
    }

    // MARK: attached models

    func testAttachedModelSavesOutsideSessionsAndAtTheirEnd() throws {
        let store = makeStore()
        let model = ToolbarModel(id: "editingtools", catalog: catalog)
        let saving = store.attach(model)
        func onDisk() -> ToolbarLayout { makeStore().load(id: "editingtools", catalog: catalog) }

        model.setDisplayMode(.iconOnly)
        XCTAssertEqual(onDisk().displayMode, .iconOnly)

        model.beginEditingSession()
        try model.remove(at: 1)
        XCTAssertTrue(onDisk().contains(itemID: "sizeSelector"), "not saved in the middle of a session")
        try model.commitEditingSession()
        XCTAssertFalse(onDisk().contains(itemID: "sizeSelector"))

        model.beginEditingSession()
        try model.remove(at: 3)
        try model.cancelEditingSession()
        XCTAssertEqual(onDisk(), model.layout)

        try model.undo()
        XCTAssertTrue(onDisk().contains(itemID: "sizeSelector"), "undo outside a session is saved")
        saving.cancel()
        model.setVisible(false)
        XCTAssertTrue(onDisk().isVisible, "a cancelled attachment saves nothing")
    }

    func testRegistryLoadsFromAndSavesToItsStore() throws {
        let first = ToolbarRegistry(store: makeStore())
        try first.model(id: "editingtools", catalog: catalog).remove(at: 1)
        let second = ToolbarRegistry(store: makeStore())
        let model = second.model(id: "editingtools", catalog: catalog)
        XCTAssertFalse(model.contains(itemID: "sizeSelector"))
        XCTAssertTrue(second.model(id: "editingtools", catalog: catalog) === model)
    }
}
