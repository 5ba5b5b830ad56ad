import Foundation
import Glibc
import XCTest

@testable import ToolbarKit

/// Files the app writes are private (0600 files, 0700 folders) whatever the
/// umask, an existing file keeps its mode, and stale temporary files go.
final class FilePrivacyTests: TemporaryFolderTestCase {
    private func mode(_ url: URL) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(url.path, &info), 0, url.path)
        return info.st_mode & 0o7777
    }

    private func withUmask(_ mask: mode_t, _ body: () throws -> Void) rethrows {
        let previous = umask(mask)
        defer { umask(previous) }
        try body()
    }

    func testNewFilesAndFoldersArePrivateUnderEitherUmask() throws {
        for mask: mode_t in [0o022, 0o077, 0o000] {
            try withUmask(mask) {
                let folder = configHome.appendingPathComponent("umask-\(mask)/a/b")
                let file = folder.appendingPathComponent("note.txt")
                try DurableFile.write(Data("secret".utf8), to: file)
                XCTAssertEqual(mode(file), 0o600, "umask \(String(mask, radix: 8))")
                XCTAssertEqual(mode(folder), 0o700, "umask \(String(mask, radix: 8))")
                XCTAssertEqual(mode(folder.deletingLastPathComponent()), 0o700)
            }
        }
    }

    func testToolbarStoreWritesAPrivateFile() throws {
        try withUmask(0o022) {
            let store = makeStore()
            store.save(Fixtures.editing.defaultLayout, id: "editingtools")
            XCTAssertEqual(mode(store.fileURL), 0o600)
            XCTAssertEqual(mode(store.folderURL), 0o700)
        }
    }

    func testAnExistingFileKeepsItsModeOnRewrite() throws {
        let file = configHome.appendingPathComponent("kept.txt")
        for wanted: mode_t in [0o600, 0o640, 0o644, 0o400] {
            try Data("old".utf8).write(to: file)
            chmod(file.path, wanted)
            try DurableFile.write(Data("new \(wanted)".utf8), to: file)
            XCTAssertEqual(mode(file), wanted)
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new \(wanted)")
        }
    }

    func testAnExistingFileKeepsItsOwnerWhenRootRewritesIt() throws {
        try XCTSkipUnless(geteuid() == 0, "only root can give a file to another user")
        let file = configHome.appendingPathComponent("owned.txt")
        try Data("old".utf8).write(to: file)
        XCTAssertEqual(chown(file.path, 65534, 65534), 0)
        try DurableFile.write(Data("new".utf8), to: file)
        var info = stat()
        stat(file.path, &info)
        XCTAssertEqual(info.st_uid, 65534)
        XCTAssertEqual(info.st_gid, 65534)
    }

    func testStaleTemporaryFilesOfThisAppAreRemovedOnlyWhenOlderThanTheProcess() throws {
        let file = configHome.appendingPathComponent("note.txt")
        let names = [".note.txt.tmp-AAAAAA", ".note.txt.tmp-BBBBBB", ".note.txt.tmp-toolong1", ".other.tmp-CCCCCC", "note.txt.tmp-DDDDDD"]
        for name in names { try Data("x".utf8).write(to: configHome.appendingPathComponent(name)) }
        // An hour before this process started: stale. The second one is "in progress" (now).
        var old = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        for name in names where name != ".note.txt.tmp-BBBBBB" {
            XCTAssertEqual(utimensat(AT_FDCWD, configHome.appendingPathComponent(name).path, &old, 0), 0)
        }
        XCTAssertEqual(DurableFile.removeStaleTemporaryFiles(of: file), [".note.txt.tmp-AAAAAA"])
        let left = try FileManager.default.contentsOfDirectory(atPath: configHome.path).sorted()
        XCTAssertEqual(left, names.filter { $0 != ".note.txt.tmp-AAAAAA" }.sorted())
    }

    func testProcessStartTimeIsInThePastAndRecent() {
        let now = Int64(time(nil)) * 1_000_000_000
        XCTAssertLessThanOrEqual(DurableFile.processStartTime, now + 1_000_000_000)
        XCTAssertGreaterThan(DurableFile.processStartTime, now - 24 * 3600 * 1_000_000_000)
    }

    func testIdentityChangesWithEveryWrite() throws {
        let file = configHome.appendingPathComponent("id.txt")
        let first = try DurableFile.write(Data("one".utf8), to: file)
        XCTAssertEqual(FileIdentity.of(file.path), first)
        let second = try DurableFile.write(Data("one".utf8), to: file)
        XCTAssertNotEqual(first, second, "same bytes, but a new version")
        XCTAssertEqual(DurableFile.readVersion(file, limit: 100).identity, second)
    }
}
