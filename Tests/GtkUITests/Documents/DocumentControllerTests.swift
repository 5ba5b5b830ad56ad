import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The app-level flows: new documents, opening files, the close question.
final class DocumentControllerTests: GtkTestCase {
    func testUntitledDocumentsTakeTheLowestFreeNumber() throws {
        try onMain {
            let runtime = documentRuntime(NotesScene())
            defer { closeAll(runtime) }
            let documents = try XCTUnwrap(runtime.documents)
            documents.newDocument()
            documents.newDocument()
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Untitled", "Untitled 2"])
            runtime.windows[0].host.window.destroy()
            spin(timeout: 20) { runtime.windows.count == 1 }
            documents.newDocument()
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Untitled 2", "Untitled"])
        }
    }

    func testClosingAnEditedWindowAsksAndCancelKeepsItDiscardClosesIt() throws {
        try onMain {
            let runtime = documentRuntime(NotesScene())
            defer { closeAll(runtime) }
            let documents = try XCTUnwrap(runtime.documents)
            documents.newDocument()
            documents.newDocument()
            let host = runtime.windows[0].host
            let session = try XCTUnwrap(host.document as? ValueDocumentSession<NoteFile>)
            session.configuration.document.text = "edited"
            XCTAssertEqual(host.window.title, "• Untitled")

            host.window.close()
            let question = try XCTUnwrap(documents.closeQuestion)
            spin(timeout: 20) { question.isMapped }
            XCTAssertEqual(question.title, "Save changes to document “Untitled” before closing?")
            XCTAssertTrue(labelTexts(in: question).contains("If you don’t save, changes will be permanently lost."))
            XCTAssertEqual(
                (0..<3).compactMap { question.button(at: $0)?.property("label")?.string }, ["Cancel", "Discard", "Save"])
            XCTAssertTrue(question.button(at: 1)?.hasCSSClass("destructive-action") ?? false)
            XCTAssertTrue(question.button(at: 2)?.hasCSSClass("suggested-action") ?? false)
            XCTAssertTrue(question.transientParent?.isSameObject(as: host.window) ?? false)
            host.window.close()
            XCTAssertTrue(documents.closeQuestion === question, "asked once, however often closing is asked for")
            XCTAssertTrue(question.button(at: 0)?.activate() ?? false)
            spin(timeout: 20) { !question.isMapped }
            XCTAssertTrue(host.window.isAlive, "Cancel keeps the window")
            XCTAssertEqual(session.document.text, "edited", "and its changes")

            host.window.close()
            let again = try XCTUnwrap(documents.closeQuestion)
            XCTAssertFalse(again === question)
            spin(timeout: 20) { again.isMapped }
            XCTAssertTrue(again.button(at: 1)?.activate() ?? false)
            spin(timeout: 20) { !host.window.isAlive }
            XCTAssertEqual(runtime.windows.count, 1, "the other document stays open")
        }
    }

    func testOpeningAFileTakesTheUntouchedNewWindowAndOpeningItAgainBringsItBack() throws {
        try onMain {
            let folder = TemporaryFolder()
            let url = folder.file("list.txt", "milk")
            let runtime = documentRuntime(NotesScene())
            defer { closeAll(runtime) }
            let documents = try XCTUnwrap(runtime.documents)
            documents.openAtLaunch()
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Untitled"])
            documents.open([url])
            spin(timeout: 20) { runtime.windows.count == 1 && runtime.windows[0].host.window.title == "list.txt" }
            let session = try XCTUnwrap(runtime.windows[0].host.document as? ValueDocumentSession<NoteFile>)
            XCTAssertEqual(session.document.text, "milk")
            XCTAssertEqual(session.fileURL?.path, url.path)
            documents.open([URL(fileURLWithPath: folder.url.path + "/./list.txt")])
            XCTAssertEqual(runtime.windows.count, 1, "a file already open is not opened twice")
        }
    }

    func testAFileThatCannotBeReadIsReportedAndNothingElseChanges() throws {
        try onMain {
            let folder = TemporaryFolder()
            let bad = folder.url.appendingPathComponent("bad.txt")
            try Data([0xff, 0xfe, 0x81]).write(to: bad)
            let runtime = documentRuntime(NotesScene())
            defer { closeAll(runtime) }
            let documents = try XCTUnwrap(runtime.documents)
            documents.open([bad])
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Untitled"], "an empty document instead")
            let report = try XCTUnwrap(documents.lastReport)
            spin(timeout: 20) { report.isMapped }
            XCTAssertEqual(report.title, "Could not open “bad.txt”")
            XCTAssertTrue(labelTexts(in: report).contains("It is not in a format Notes can read."))
            XCTAssertEqual(try Data(contentsOf: bad), Data([0xff, 0xfe, 0x81]))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["bad.txt"])
            XCTAssertTrue(report.button(at: 0)?.activate() ?? false)
            spin(timeout: 20) { !report.isMapped }
        }
    }

    func testSaveWritesTheFileAndQuittingAsksAboutEachEditedDocument() throws {
        try onMain {
            let folder = TemporaryFolder()
            let url = folder.file("a.txt", "alpha")
            let runtime = documentRuntime(NotesScene())
            defer { closeAll(runtime) }
            let documents = try XCTUnwrap(runtime.documents)
            documents.open([url])
            documents.newDocument()
            let first = runtime.windows[0].host
            let firstSession = try XCTUnwrap(first.document as? ValueDocumentSession<NoteFile>)
            firstSession.configuration.document.text = "alpha beta"
            var saved: Bool?
            documents.save(first) { saved = $0 }
            XCTAssertEqual(saved, true)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "alpha beta")
            XCTAssertEqual(first.window.title, "a.txt")

            let second = try XCTUnwrap(runtime.windows[1].host.document as? ValueDocumentSession<NoteFile>)
            second.configuration.document.text = "draft"
            firstSession.configuration.document.text = "alpha beta gamma"
            var proceed: Bool?
            documents.reviewUnsaved { proceed = $0 }
            let question = try XCTUnwrap(documents.closeQuestion)
            XCTAssertEqual(question.title, "Save changes to document “a.txt” before closing?")
            spin(timeout: 20) { question.isMapped }
            XCTAssertTrue(question.button(at: 1)?.activate() ?? false)
            spin(timeout: 20) { documents.closeQuestion !== question && documents.closeQuestion?.isMapped == true }
            XCTAssertEqual(documents.closeQuestion?.title, "Save changes to document “Untitled” before closing?")
            XCTAssertTrue(documents.closeQuestion?.button(at: 0)?.activate() ?? false)
            spin(timeout: 20) { proceed != nil }
            XCTAssertEqual(proceed, false, "Cancel on one document keeps the app running")
            XCTAssertTrue(documents.closingApproved.isEmpty, "and the answers given are forgotten")
        }
    }

    func testNewDocumentAndOpenDocumentActionsOpenWindows() throws {
        try onMain {
            let folder = TemporaryFolder()
            let url = folder.file("kept.txt", "kept")
            let runtime = documentRuntime(NotesScene())
            defer { closeAll(runtime) }
            NewDocumentAction()(NoteFile(text: "from the selection"))
            let made = try XCTUnwrap(runtime.windows.first?.host.document as? ValueDocumentSession<NoteFile>)
            XCTAssertEqual(made.document.text, "from the selection")
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Untitled"])
            var outcome: String?
            Task { @MainActor in
                do {
                    try await OpenDocumentAction()(at: url)
                    try await OpenDocumentAction()(at: folder.url.appendingPathComponent("missing.txt"))
                    outcome = "opened a missing file"
                } catch {
                    outcome = DocumentFiles.readReason(error, appName: "Notes")
                }
            }
            spin(timeout: 20) { outcome != nil }
            XCTAssertEqual(outcome, "The file does not exist.", "a file that cannot be read throws")
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Untitled", "kept.txt"])
            XCTAssertNil(documents(runtime).lastReport, "the caller reports, not the app")
        }
    }
}

@MainActor
private func documents(_ runtime: AppRuntime) -> DocumentController { runtime.documents! }
