import Foundation
import XCTest

@testable import GtkUI

/// FileWrapper as Apple documents it: the three kinds, children, reading
/// and writing (atomic, keeping a file's mode), serialization.
final class FileWrapperTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileWrapperTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testARegularFileRoundTripsAndIsNamedAfterItsFile() throws {
        let wrapper = FileWrapper(regularFileWithContents: Data("hello".utf8))
        XCTAssertTrue(wrapper.isRegularFile)
        XCTAssertFalse(wrapper.isDirectory)
        XCTAssertNil(wrapper.fileWrappers)
        XCTAssertNil(wrapper.filename)
        let url = folder.appendingPathComponent("note.txt")
        try wrapper.write(to: url, options: .withNameUpdating, originalContentsURL: nil)
        XCTAssertEqual(wrapper.filename, "note.txt")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "hello")
        let read = try FileWrapper(url: url, options: .immediate)
        XCTAssertEqual(read.regularFileContents, Data("hello".utf8))
        XCTAssertEqual(read.filename, "note.txt")
        XCTAssertEqual(read.preferredFilename, "note.txt")
        XCTAssertNotNil(read.fileAttributes[FileAttributeKey.size.rawValue])
        XCTAssertTrue(read.matchesContents(of: url))
        try Data("changed".utf8).write(to: url)
        XCTAssertFalse(read.matchesContents(of: url))
    }

    func testWritingOverAFileReplacesItAndKeepsItsMode() throws {
        let url = folder.appendingPathComponent("kept.txt")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        try FileWrapper(regularFileWithContents: Data("new".utf8)).write(to: url, options: .atomic, originalContentsURL: url)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "new")
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["kept.txt"], "no temporary file left")
    }

    func testDirectoryChildrenGetUniqueKeysAndCanBeRemoved() {
        let directory = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data())])
        XCTAssertTrue(directory.isDirectory)
        XCTAssertEqual(directory.fileWrappers?["a.txt"]?.preferredFilename, "a.txt", "a child without a name takes its key")
        let second = directory.addRegularFile(withContents: Data("2".utf8), preferredFilename: "a.txt")
        XCTAssertEqual(second, "a 2.txt")
        let child = FileWrapper(regularFileWithContents: Data("3".utf8))
        child.preferredFilename = "b"
        XCTAssertEqual(directory.addFileWrapper(child), "b")
        XCTAssertEqual(directory.keyForChildFileWrapper(child), "b")
        XCTAssertEqual(Set(directory.fileWrappers?.keys ?? [:].keys), ["a.txt", "a 2.txt", "b"])
        directory.removeFileWrapper(child)
        XCTAssertNil(directory.keyForChildFileWrapper(child))
        XCTAssertEqual(directory.fileWrappers?.count, 2)
    }

    func testAFolderWithAFolderAndALinkIsWrittenAndReadBack() throws {
        let inner = FileWrapper(directoryWithFileWrappers: ["deep.txt": FileWrapper(regularFileWithContents: Data("deep".utf8))])
        let package = FileWrapper(directoryWithFileWrappers: [
            "index.json": FileWrapper(regularFileWithContents: Data("{}".utf8)),
            "assets": inner,
            "latest": FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "assets/deep.txt"))
        ])
        let url = folder.appendingPathComponent("Doc.package")
        try package.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: nil)
        XCTAssertEqual(inner.filename, "assets")
        XCTAssertEqual(try String(contentsOf: url.appendingPathComponent("latest"), encoding: .utf8), "deep", "the link works")
        let read = try FileWrapper(url: url)
        XCTAssertEqual(Set(read.fileWrappers?.keys ?? [:].keys), ["index.json", "assets", "latest"])
        XCTAssertTrue(read.fileWrappers?["latest"]?.isSymbolicLink ?? false, "links are not followed")
        XCTAssertEqual(read.fileWrappers?["latest"]?.symbolicLinkDestinationURL?.relativePath, "assets/deep.txt")
        XCTAssertEqual(read.fileWrappers?["assets"]?.fileWrappers?["deep.txt"]?.regularFileContents, Data("deep".utf8))
        XCTAssertTrue(package.matchesContents(of: url))
    }

    func testRewritingAFolderReplacesItsOldChildren() throws {
        let url = folder.appendingPathComponent("Doc.package")
        try FileWrapper(directoryWithFileWrappers: ["old.txt": FileWrapper(regularFileWithContents: Data())])
            .write(to: url, originalContentsURL: nil)
        try FileWrapper(directoryWithFileWrappers: ["new.txt": FileWrapper(regularFileWithContents: Data())])
            .write(to: url, originalContentsURL: url)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: url.path), ["new.txt"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Doc.package"])
    }

    func testReadingNothingThrowsNoSuchFile() {
        XCTAssertThrowsError(try FileWrapper(url: folder.appendingPathComponent("missing.txt"))) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileReadNoSuchFile)
        }
    }

    func testTheSerializedRepresentationRebuildsTheTree() {
        let tree = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("a".utf8))])
        tree.preferredFilename = "Tree"
        guard let data = tree.serializedRepresentation, let copy = FileWrapper(serializedRepresentation: data) else {
            return XCTFail("no serialized representation")
        }
        XCTAssertEqual(copy.preferredFilename, "Tree")
        XCTAssertEqual(copy.fileWrappers?["a.txt"]?.regularFileContents, Data("a".utf8))
        XCTAssertNil(FileWrapper(serializedRepresentation: Data("not a wrapper".utf8)))
    }
}
