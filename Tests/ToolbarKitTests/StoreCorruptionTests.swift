import Foundation
import XCTest

@testable import ToolbarKit

/// Every kind of unreadable settings file: moved aside intact, one warning, defaults.
final class StoreCorruptionTests: TemporaryFolderTestCase {
    private let catalog = Fixtures.editing

    private var validFile: String {
        """
        {"version": 1, "toolbars": {"editingtools": {"displayMode": "iconOnly", "entries": [{"id": "logo", "kind": "item"}], "isVisible": true, "seenItemIDs": []}}}
        """
    }

    private func writeFile(_ bytes: Data, in store: ToolbarStore) throws {
        try FileManager.default.createDirectory(at: store.folderURL, withIntermediateDirectories: true)
        try bytes.write(to: store.fileURL)
    }

    private func movedAsideFiles(_ store: ToolbarStore) -> [String] {
        folderContents(store).filter { $0.hasPrefix("toolbars.json.corrupt-") }
    }

    /// Writes `bytes`, loads, and checks the file was moved aside intact with one warning naming it and `reason`.
    private func assertMovedAside(
        _ bytes: Data, reason: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let store = makeStore()
        try writeFile(bytes, in: store)
        XCTAssertEqual(store.load(id: "editingtools", catalog: catalog), catalog.defaultLayout, file: file, line: line)
        XCTAssertEqual(warnings.count, 1, "\(warnings)", file: file, line: line)
        let warning = warnings.first ?? ""
        XCTAssertTrue(
            warning.hasPrefix("org.gtkui.NoteEditor: The toolbar settings file \(store.fileURL.path) "), warning, file: file, line: line)
        XCTAssertTrue(warning.contains(reason), "\(warning) lacks \(reason)", file: file, line: line)
        XCTAssertFalse(warning.contains("\n"), file: file, line: line)
        let aside = movedAsideFiles(store)
        XCTAssertEqual(aside.count, 1, "\(folderContents(store))", file: file, line: line)
        let asideURL = store.folderURL.appendingPathComponent(aside.first ?? "?")
        XCTAssertTrue(warning.contains(asideURL.path), file: file, line: line)
        XCTAssertEqual(try? Data(contentsOf: asideURL), bytes, "moved-aside bytes intact", file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path), file: file, line: line)

        // Defaults go on working and saving; no second warning.
        _ = store.load(id: "other", catalog: catalog)
        store.save(catalog.defaultLayout, id: "editingtools")
        XCTAssertEqual(makeStore().load(id: "editingtools", catalog: catalog), catalog.defaultLayout, file: file, line: line)
        XCTAssertEqual(warnings.count, 1, "\(warnings)", file: file, line: line)
    }

    func testValidFileIsNotMovedAside() throws {
        let store = makeStore()
        try writeFile(Data(validFile.utf8), in: store)
        XCTAssertEqual(store.load(id: "editingtools", catalog: catalog).displayMode, .iconOnly)
        XCTAssertEqual(warnings, [])
    }

    func testGarbage() throws {
        try assertMovedAside(Data([0xFF, 0x00, 0x13, 0x37, 0x42]), reason: "is not valid JSON")
    }

    func testEmptyFile() throws {
        try assertMovedAside(Data(), reason: "is not valid JSON")
    }

    func testTruncatedFile() throws {
        try assertMovedAside(Data(validFile.utf8.prefix(70)), reason: "is not valid JSON")
    }

    func testWrongTypes() throws {
        let text = validFile.replacingOccurrences(of: "\"isVisible\": true", with: "\"isVisible\": \"yes\"")
        try assertMovedAside(Data(text.utf8), reason: "wrong type at toolbars.editingtools.isVisible")
    }

    func testUnknownDisplayMode() throws {
        let text = validFile.replacingOccurrences(of: "iconOnly", with: "huge")
        try assertMovedAside(Data(text.utf8), reason: "invalid value at toolbars.editingtools.displayMode")
    }

    func testUnknownEntryKind() throws {
        let text = validFile.replacingOccurrences(of: "\"kind\": \"item\"", with: "\"kind\": \"widget\"")
        try assertMovedAside(Data(text.utf8), reason: "unknown entry kind")
    }

    func testMissingVersion() throws {
        try assertMovedAside(Data("{\"toolbars\": {}}".utf8), reason: "lacks \"version\"")
    }

    func testNotAnObject() throws {
        try assertMovedAside(Data("[1, 2, 3]".utf8), reason: "wrong type")
    }

    func testFutureVersion() throws {
        let text = validFile.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
        try assertMovedAside(Data(text.utf8), reason: "newer version of the app (format 2")
    }

    func testVersionZero() throws {
        try assertMovedAside(Data("{\"version\": 0, \"toolbars\": {}}".utf8), reason: "unsupported format version 0")
    }

    func testAbsurdlyLargeFile() throws {
        let store = makeStore()
        try FileManager.default.createDirectory(at: store.folderURL, withIntermediateDirectories: true)
        // A sparse file just over the 16 MiB default limit, starting with valid JSON.
        let header = Data("{\"version\": 1, \"toolbars\": {}}    ".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: store.fileURL.path, contents: header))
        let handle = try FileHandle(forWritingTo: store.fileURL)
        try handle.truncate(atOffset: UInt64(ToolbarStore.defaultMaximumFileSize + 1))
        try handle.close()
        XCTAssertEqual(store.load(id: "editingtools", catalog: catalog), catalog.defaultLayout)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("is too large (16777217 bytes"), warnings[0])
        let aside = store.folderURL.appendingPathComponent(try XCTUnwrap(movedAsideFiles(store).first))
        let moved = try Data(contentsOf: aside)
        XCTAssertEqual(moved.count, ToolbarStore.defaultMaximumFileSize + 1)
        XCTAssertEqual(moved.prefix(header.count), header)
    }

    func testDirectoryInPlaceOfTheFile() throws {
        // Also the way to test "cannot be read" when running as root.
        let store = makeStore()
        let inner = store.fileURL.appendingPathComponent("keep.txt")
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: inner)
        XCTAssertEqual(store.load(id: "editingtools", catalog: catalog), catalog.defaultLayout)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("is a folder, not a file"), warnings[0])
        let aside = store.folderURL.appendingPathComponent(try XCTUnwrap(movedAsideFiles(store).first))
        XCTAssertEqual(try String(contentsOf: aside.appendingPathComponent("keep.txt"), encoding: .utf8), "kept")
        store.save(catalog.defaultLayout, id: "editingtools")
        XCTAssertEqual(warnings.count, 1)
    }

    func testUnreadablePermissions() throws {
        try XCTSkipIf(
            getuid() == 0, "running as root: chmod 000 does not stop root reading; testDirectoryInPlaceOfTheFile covers an unreadable path")
        let store = makeStore()
        try writeFile(Data(validFile.utf8), in: store)
        chmod(store.fileURL.path, 0)
        XCTAssertEqual(store.load(id: "editingtools", catalog: catalog), catalog.defaultLayout)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("Permission denied"), warnings[0])
        XCTAssertEqual(movedAsideFiles(store).count, 1)
    }

    func testEarlierMovedAsideFilesAreNeverOverwritten() throws {
        var contents: [Data] = []
        for round in 0..<3 {
            let bytes = Data("garbage \(round)".utf8)
            contents.append(bytes)
            let store = makeStore()
            try writeFile(bytes, in: store)
            _ = store.load(id: "editingtools", catalog: catalog)
        }
        let store = makeStore()
        let aside = movedAsideFiles(store)
        XCTAssertEqual(aside.count, 3, "same-second names get a -2, -3 suffix: \(aside)")
        let moved = Set(aside.compactMap { try? Data(contentsOf: store.folderURL.appendingPathComponent($0)) })
        XCTAssertEqual(moved, Set(contents))
        XCTAssertEqual(warnings.count, 3)
    }

    func testWarningsArePrefixedWithTheAppID() throws {
        // The store prefixes the app id before calling any sink, the default stderr one included.
        let store = makeStore(appID: "org.example.Test")
        try writeFile(Data("nope".utf8), in: store)
        _ = store.load(id: "x", catalog: catalog)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("org.example.Test: "))
    }
}

/// Valid JSON with bad values, and layouts past the documented limits.
final class StoreLimitTests: TemporaryFolderTestCase {
    private let catalog = Fixtures.editing

    private func load(_ json: String) throws -> ToolbarStore {
        let store = makeStore()
        try FileManager.default.createDirectory(at: store.folderURL, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: store.fileURL)
        XCTAssertEqual(store.load(id: "editingtools", catalog: catalog), catalog.defaultLayout)
        return store
    }

    func testAFractionalVersionIsABadValueNotBadJSON() throws {
        _ = try load(#"{"version": 1.5, "toolbars": {}}"#)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("has a bad format version 1.5"), warnings[0])
        XCTAssertFalse(warnings[0].contains("not valid JSON"), warnings[0])
    }

    func testAStringVersionIsAWrongType() throws {
        _ = try load(#"{"version": "1", "toolbars": {}}"#)
        XCTAssertTrue(warnings[0].contains("wrong type"), warnings[0])
    }

    func testMoreEntriesThanTheLimitAreRefusedAtLoad() throws {
        let entries = (0..<100_000).map { #"{"id": "separator#\#($0)", "kind": "separator"}"# }.joined(separator: ",")
        let started = Date()
        _ = try load(
            #"{"version": 1, "toolbars": {"editingtools": {"displayMode": "iconOnly", "isVisible": true, "seenItemIDs": [], "entries": [\#(entries)]}}}"#
        )
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("holds 100000 entries in toolbar \"editingtools\" (the limit is 1000)"), warnings[0])
    }

    func testALayoutAtTheLimitLoads() throws {
        let entries = (0..<ToolbarFileFormat.maximumEntries).map { #"{"id": "separator#\#($0)", "kind": "separator"}"# }.joined(
            separator: ",")
        let store = makeStore()
        try FileManager.default.createDirectory(at: store.folderURL, withIntermediateDirectories: true)
        try Data(
            #"{"version": 1, "toolbars": {"editingtools": {"displayMode": "iconOnly", "isVisible": true, "seenItemIDs": [], "entries": [\#(entries)]}}}"#
                .utf8
        ).write(to: store.fileURL)
        let layout = store.load(id: "editingtools", catalog: catalog)
        XCTAssertEqual(warnings, [])
        XCTAssertGreaterThanOrEqual(layout.entries.count, ToolbarFileFormat.maximumEntries)
    }

    func testTheModelRefusesToGrowPastTheLimit() throws {
        let model = ToolbarModel(id: "t", catalog: catalog)
        while model.layout.entries.count < ToolbarFileFormat.maximumEntries {
            try model.insertSpacer(.separator, at: model.layout.entries.count)
        }
        XCTAssertThrows(.toolbarFull(limit: ToolbarFileFormat.maximumEntries)) {
            try model.insertSpacer(.space, at: 1)
        }
    }
}
