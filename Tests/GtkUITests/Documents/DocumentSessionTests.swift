import Foundation
import Gtk
import GtkTestSupport
import UniformTypeIdentifiers
import XCTest

@testable import GtkUI

/// The document kind of a note editor (a viewer when `viewer`).
@MainActor
func noteKind(viewer: Bool = false) -> DocumentKind {
    .value(NoteFile.self, newDocument: viewer ? nil : { NoteFile(text: "one") }) { file in
        NoteEditorView(note: file.$document)
    }
}

/// One document in its window: what counts as edited (the "•" in the
/// title), undo of the configuration binding, saving and reading.
final class DocumentSessionTests: GtkTestCase {
    func testTypingMarksTheDocumentEditedUntilTheTextIsUndoneOrSaved() throws {
        try onMain {
            let folder = TemporaryFolder()
            let kind = noteKind()
            let session = try XCTUnwrap(kind.makeNew?())
            let window = DocumentWindow(session, kind: kind)
            defer { window.close() }
            XCTAssertEqual(session.windowTitle, "Untitled")
            XCTAssertFalse(session.isEdited, "a new document is not edited")
            let buffer = try XCTUnwrap(window.buffer)
            buffer.insertAtCursor("x")
            XCTAssertEqual((session as? ValueDocumentSession<NoteFile>)?.document.text, "xone")
            XCTAssertTrue(session.isEdited)
            XCTAssertEqual(session.windowTitle, "• Untitled")
            XCTAssertFalse(session.undoManager.canUndo, "the text's own history keeps typing")
            buffer.undo()
            XCTAssertFalse(session.isEdited, "undone back to what was saved")
            buffer.insertAtCursor("y")
            let url = folder.url.appendingPathComponent("a.txt")
            let wrapper = try session.fileWrapper(for: .plainText)
            try DocumentFiles.write(wrapper, to: url)
            session.didSave(to: url, as: .plainText, wrapper: wrapper)
            XCTAssertFalse(session.isEdited)
            XCTAssertEqual(session.windowTitle, "a.txt")
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "yone")
            buffer.undo()
            XCTAssertTrue(session.isEdited, "undoing past the save is a change")
        }
    }

    func testSettingTheDocumentRegistersAnUndoStepThatRestoresIt() throws {
        try onMain {
            let kind = noteKind()
            let session = try XCTUnwrap(kind.makeNew?() as? ValueDocumentSession<NoteFile>)
            let window = DocumentWindow(session, kind: kind)
            defer { window.close() }
            let shout = try XCTUnwrap(find(ButtonWidget.self, in: window.content).first)
            XCTAssertTrue(shout.activate())  // clicked after GTK's short delay
            spin(timeout: 20) { session.document.text == "ONE" }
            window.flush()
            XCTAssertEqual(session.document.text, "ONE")
            XCTAssertEqual(window.buffer?.text, "ONE", "the editor follows the document")
            XCTAssertTrue(session.isEdited)
            XCTAssertEqual(session.windowTitle, "• Untitled")
            XCTAssertTrue(session.undoManager.canUndo)
            session.undoManager.undo()
            window.flush()
            XCTAssertEqual(session.document.text, "one")
            XCTAssertEqual(window.buffer?.text, "one")
            XCTAssertFalse(session.isEdited, "undone back to the saved state")
            session.undoManager.redo()
            XCTAssertEqual(session.document.text, "ONE")
            XCTAssertTrue(session.isEdited)
        }
    }

    func testAViewerIgnoresChangesAndRevertReadsTheFileAgain() throws {
        try onMain {
            let folder = TemporaryFolder()
            let url = folder.file("read.txt", "first")
            let viewer = noteKind(viewer: true)
            let configuration = try DocumentFiles.readConfiguration(of: url, readableTypes: [.plainText], appName: "Notes")
            let session = try XCTUnwrap(viewer.read(configuration, url) as? ValueDocumentSession<NoteFile>)
            XCTAssertFalse(session.configuration.isEditable)
            XCTAssertEqual(session.configuration.fileURL, url)
            session.configuration.document.text = "changed"
            XCTAssertEqual(session.document.text, "first", "a viewer's binding changes nothing")
            XCTAssertFalse(session.isEdited)

            let editor = try XCTUnwrap(noteKind().read(configuration, url) as? ValueDocumentSession<NoteFile>)
            editor.configuration.document.text = "second"
            XCTAssertTrue(editor.isEdited)
            try Data("on disk".utf8).write(to: url)
            try editor.reload(from: DocumentFiles.readConfiguration(of: url, readableTypes: [.plainText], appName: "Notes"))
            XCTAssertEqual(editor.document.text, "on disk")
            XCTAssertFalse(editor.isEdited)
            XCTAssertFalse(editor.undoManager.canUndo, "reverting forgets the changes")
        }
    }

    func testTheContentTypeComesFromTheExtensionAmongTheReadableTypes() {
        let readable: [UTType] = [.plainText, .json]
        XCTAssertEqual(DocumentFiles.contentType(of: URL(fileURLWithPath: "/a/notes.json"), readableTypes: readable), .json)
        XCTAssertEqual(DocumentFiles.contentType(of: URL(fileURLWithPath: "/a/notes.md"), readableTypes: readable), .markdown)
        XCTAssertEqual(DocumentFiles.contentType(of: URL(fileURLWithPath: "/a/README"), readableTypes: readable), .plainText)
        XCTAssertEqual(DocumentFiles.contentType(of: URL(fileURLWithPath: "/a/photo.png"), readableTypes: readable), .plainText)
        XCTAssertEqual(
            DocumentFiles.saveType(for: URL(fileURLWithPath: "/a/b.json"), current: .plainText, writableTypes: readable), .json)
        XCTAssertEqual(
            DocumentFiles.saveType(for: URL(fileURLWithPath: "/a/b"), current: .json, writableTypes: readable), .json)
    }

    func testFilesThatCannotBeReadGiveASentence() throws {
        try onMain {
            let folder = TemporaryFolder()
            XCTAssertThrowsError(
                try DocumentFiles.readConfiguration(
                    of: folder.url.appendingPathComponent("gone.txt"), readableTypes: [.plainText], appName: "Notes")
            ) { error in
                XCTAssertEqual((error as? DocumentFiles.Failure)?.reason, "The file does not exist.")
            }
            let corrupt = folder.url.appendingPathComponent("bad.txt")
            try Data([0xff, 0xfe, 0x00, 0x81]).write(to: corrupt)
            let configuration = try DocumentFiles.readConfiguration(of: corrupt, readableTypes: [.plainText], appName: "Notes")
            XCTAssertThrowsError(try noteKind().read(configuration, corrupt)) { error in
                XCTAssertEqual(DocumentFiles.readReason(error, appName: "Notes"), "It is not in a format Notes can read.")
            }
        }
    }

    func testSavingThroughALinkWritesItsDestination() throws {
        try onMain {
            let folder = TemporaryFolder()
            let target = folder.file("target.txt", "old")
            let link = folder.url.appendingPathComponent("link.txt")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            try DocumentFiles.write(FileWrapper(regularFileWithContents: Data("new".utf8)), to: link)
            XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "new")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path, "still a link")
        }
    }
}
