import Foundation
import Glibc
import Synchronization
import ToolbarKit
import XCTest

@testable import NoteKit

/// The note's files: byte-exact, private, merged between instances, never lost on a failed write.
final class NoteStoreTests: XCTestCase {
    private var root: URL!
    private var warnings: [String] { collected.lines }
    private let collected = WarningLog()

    /// Warning lines, written from the store's queue.
    private final class WarningLog: Sendable {
        private let storage = Mutex<[String]>([])
        var lines: [String] { storage.withLock { $0 } }
        func append(_ line: String) { storage.withLock { $0.append(line) } }
        func clear() { storage.withLock { $0 = [] } }
    }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("notekit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        collected.clear()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func makeStore() -> NoteStore {
        let collected = self.collected
        return NoteStore(appID: "org.gtkui.NoteEditor", folders: UserFolders(environment: ["HOME": root.path])) { line in
            collected.append(line)
        }
    }

    private func writeNote(_ bytes: [UInt8], in store: NoteStore) throws {
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: store.noteURL)
    }

    func testTheFolderFollowsTheDataHome() {
        XCTAssertEqual(makeStore().noteURL.path, root.path + "/.local/share/org.gtkui.NoteEditor/note.txt")
    }

    func testEditingOneCharacterChangesNoOtherByte() throws {
        for (name, bytes) in NoteTextCodecTests.corpus {
            let store = makeStore()
            try writeNote(bytes, in: store)
            let loaded = store.load()
            let outcome = store.synchronize(.init(text: loaded.text + "!"))
            XCTAssertNil(outcome.failure, name)
            XCTAssertEqual(Array(try Data(contentsOf: store.noteURL)), bytes + [UInt8(ascii: "!")], name)
        }
        XCTAssertEqual(warnings, [])
    }

    func testANoteThatCannotRoundTripIsMovedAsideBeforeAnythingIsWritten() throws {
        let store = makeStore()
        try writeNote([0x63, 0x61, 0x66, 0xE9, 0x0A], in: store)
        let loaded = store.load()
        XCTAssertEqual(loaded.text, "")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(
            warnings[0].hasPrefix("org.gtkui.NoteEditor: The file \(store.noteURL.path) is not valid UTF-8 text; it was moved to "),
            warnings[0])
        let aside = try FileManager.default.contentsOfDirectory(atPath: store.folder.path).filter { $0.hasPrefix("note.txt.corrupt-") }
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(Array(try Data(contentsOf: store.folder.appendingPathComponent(aside[0]))), [0x63, 0x61, 0x66, 0xE9, 0x0A])
        XCTAssertEqual(loaded.problems.count, 1)
    }

    func testAFractionalSettingsVersionIsABadValue() throws {
        let store = makeStore()
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data(#"{"version": 1.5, "fontSize": 20, "bold": true, "italic": false}"#.utf8).write(to: store.settingsURL)
        XCTAssertEqual(store.load().settings, NoteSettings())
        XCTAssertTrue(warnings.first?.contains("has a bad format version 1.5") ?? false, "\(warnings)")
    }

    func testFilesArePrivate() throws {
        let previous = umask(0o022)
        defer { umask(previous) }
        let store = makeStore()
        _ = store.load()
        XCTAssertNil(store.synchronize(.init(text: "secret", settings: NoteSettings(fontSize: 20))).failure)
        for url in [store.noteURL, store.settingsURL] {
            var info = stat()
            stat(url.path, &info)
            XCTAssertEqual(info.st_mode & 0o777, 0o600, url.path)
        }
        var info = stat()
        stat(store.folder.path, &info)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
    }

    func testAFailedWriteIsReportedOnceAndLeavesThePreviousFile() throws {
        let store = makeStore()
        try writeNote(Array("previous".utf8), in: store)
        _ = store.load()
        // A file where the temporary file would go makes every write fail.
        chmod(store.folder.path, 0o500)
        defer { chmod(store.folder.path, 0o700) }
        try XCTSkipIf(geteuid() == 0, "root writes into read-only folders")
        let outcome = store.synchronize(.init(text: "new"))
        XCTAssertNotNil(outcome.failure)
        _ = store.synchronize(.init(text: "newer"))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(try String(contentsOf: store.noteURL, encoding: .utf8), "previous")
    }

    func testAWriteThatFailsIsNotSavedAndTheNextOneIs() throws {
        let store = makeStore()
        _ = store.load()
        // The data folder's parent is a file: creating the folder fails.
        let blocked = NoteStore(appID: "blocked/x", folders: UserFolders(environment: ["XDG_DATA_HOME": store.noteURL.path]))
        try writeNote(Array("a file, not a folder".utf8), in: store)
        _ = blocked.load()
        XCTAssertNotNil(blocked.synchronize(.init(text: "typed")).failure)
        XCTAssertEqual(try String(contentsOf: store.noteURL, encoding: .utf8), "a file, not a folder")
    }

    /// Two instances (two stores on one folder) editing alternately: nothing lost.
    func testTwoInstancesEditingAlternatelyKeepEachOthersText() throws {
        let a = makeStore()
        let b = makeStore()
        try writeNote(Array("shared note\n".utf8), in: a)
        var textA = a.load().text
        var textB = b.load().text
        for round in 0..<5 {
            textA += "from A \(round)\n"
            let outcomeA = a.synchronize(.init(text: textA))
            if let merged = outcomeA.mergedText { textA = merged.text }
            textB += "from B \(round)\n"
            let outcomeB = b.synchronize(.init(text: textB))
            XCTAssertNotNil(outcomeB.mergedText, "round \(round): B learns of A's edit")
            if let merged = outcomeB.mergedText { textB = merged.text }
        }
        let onDisk = try String(contentsOf: a.noteURL, encoding: .utf8)
        for round in 0..<5 {
            XCTAssertTrue(onDisk.contains("from A \(round)\n"), onDisk)
            XCTAssertTrue(onDisk.contains("from B \(round)\n"), onDisk)
        }
        XCTAssertEqual(onDisk, textB)
        // A clean instance picks up the other's text as it is.
        XCTAssertEqual(a.synchronize(.init()).mergedText?.text, onDisk)
    }

    func testSettingsOfTwoInstancesMergeByField() throws {
        let a = makeStore()
        let b = makeStore()
        _ = a.load()
        _ = b.load()
        XCTAssertNil(a.synchronize(.init(settings: NoteSettings(fontSize: 30))).failure)
        let outcome = b.synchronize(.init(settings: NoteSettings(bold: true)))
        XCTAssertEqual(outcome.mergedSettings, NoteSettings(fontSize: 30, bold: true))
        XCTAssertEqual(makeStore().load().settings, NoteSettings(fontSize: 30, bold: true))
    }

    func testANoteRemovedBehindTheAppsBackIsPutBack() throws {
        let store = makeStore()
        try writeNote(Array("keep me".utf8), in: store)
        _ = store.load()
        try FileManager.default.removeItem(at: store.noteURL)
        XCTAssertNil(store.synchronize(.init()).failure)
        XCTAssertEqual(try String(contentsOf: store.noteURL, encoding: .utf8), "keep me")
    }

    func testCopiesAreByteExactAndPrivate() throws {
        let store = makeStore()
        try writeNote(Array("a\0b".utf8), in: store)
        let text = store.load().text
        let copy = root.appendingPathComponent("elsewhere/copy.txt")
        try store.writeCopy(text, to: copy)
        XCTAssertEqual(Array(try Data(contentsOf: copy)), Array("a\0b".utf8))
        let unwritable = store.noteURL.appendingPathComponent("not-a-folder")
        let recovered = store.writeRecoveryCopy(text + "c", in: [unwritable, root])
        XCTAssertEqual(recovered?.deletingLastPathComponent().path, root.path)
        XCTAssertEqual(Array(try Data(contentsOf: recovered!)), Array("a\0bc".utf8))
    }

    func testStaleTemporaryFilesAreRemovedAtLoad() throws {
        let store = makeStore()
        try writeNote(Array("note".utf8), in: store)
        let stale = store.folder.appendingPathComponent(".note.txt.tmp-Ab12Cd")
        try Data(count: 1024).write(to: stale)
        var old = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        utimensat(AT_FDCWD, stale.path, &old, 0)
        _ = store.load()
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
    }
}
