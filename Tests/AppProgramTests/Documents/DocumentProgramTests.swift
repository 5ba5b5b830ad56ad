import Foundation
import Gtk
import GtkTestSupport
// Opens the document programs as the app runtime does (their scene's
// document group makes, reads and shows the documents) and checks what
// their windows show. (`@testable` here only: the programs themselves see
// GtkUI's public interface.)
import XCTest

@testable import GtkUI

/// A program's document window: the group's kind, one session, its content in a window.
@MainActor
private final class ProgramDocumentWindow {
    let window = Gtk::Window()
    let host: WindowHost
    let content: HostingRoot
    let session: DocumentSession

    init(_ session: DocumentSession, kind: DocumentKind) {
        self.session = session
        host = WindowHost(window: window)
        host.document = session
        content = kind.makeContent(session, host, UpdateScheduler())
        window.setDefaultSize(width: 900, height: 500)
        window.setChild(content.widget)
        window.present()
        settle(0.2)
    }

    var widgets: [Widget] { descendants(of: window) }
    var labels: [String] { widgets.filter { $0.typeName == "GtkLabel" }.compactMap { $0.property("label")?.string } }
    func button(_ name: String) -> Widget? { widgets.first { $0.typeName == "GtkButton" && $0.accessibleLabel == name } }
    func close() { if window.isAlive { window.destroy() } }
}

/// The first document group of `scene`, and every scene's role and id.
@MainActor
private func scenes<S: Scene>(_ scene: S) -> (kind: DocumentKind?, roles: [(SceneRole, String?)]) {
    var configurations: [WindowGroupConfiguration] = []
    collectScene(scene, into: &configurations)
    return (configurations.compactMap(\.documentKind).first, configurations.map { ($0.role, $0.id) })
}

/// A file of `bytes` in a fresh folder.
private func temporaryFile(_ name: String, _ bytes: Data) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentPrograms-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try bytes.write(to: url)
    return url
}

final class DocumentProgramTests: ProgramTestCase {
    func testTheMarkdownEditorUndoesItsHeadingAndShowsTheOutline() throws {
        try onMain {
            let kind = try XCTUnwrap(scenes(MarkdownApp()).kind)
            let session = try XCTUnwrap(kind.makeNew?() as? ReferenceDocumentSession<MarkdownDocument>)
            let shown = ProgramDocumentWindow(session, kind: kind)
            defer { shown.close() }
            XCTAssertTrue(shown.labels.contains("Not saved"), "the outline reads \\.documentConfiguration")
            XCTAssertTrue(shown.labels.contains("Notes"))
            XCTAssertEqual(shown.button("Undo ")?.isSensitive, false, "nothing to undo yet")
            XCTAssertTrue(shown.button("Insert Heading")?.activate() ?? false)
            spin(timeout: 20) { session.document.text == "# Chapter\n# Notes\n" }
            settle(0.2)
            XCTAssertTrue(session.isEdited, "a change registered with the undo manager marks the document edited")
            XCTAssertEqual(session.windowTitle, "• Untitled")
            XCTAssertEqual(shown.labels.filter { ["Chapter", "Notes"].contains($0) }, ["Chapter", "Notes"])
            let undo = try XCTUnwrap(shown.button("Undo Insert Heading"), "the undo manager names the step")
            XCTAssertTrue(undo.isSensitive)
            XCTAssertTrue(undo.activate())
            spin(timeout: 20) { session.document.text == "# Notes\n" }
            XCTAssertFalse(session.isEdited, "undone back to the new document")
            XCTAssertTrue(session.undoManager.canRedo)

            let url = try temporaryFile("notes.md", Data())
            let wrapper = try session.fileWrapper(for: .markdownDocument)
            try DocumentFiles.write(wrapper, to: url)
            let read = try kind.read(
                DocumentFiles.readConfiguration(of: url, readableTypes: kind.readableTypes, appName: "Markdown"), url)
            XCTAssertEqual((read as? ReferenceDocumentSession<MarkdownDocument>)?.document.text, "# Notes\n")
            XCTAssertEqual(read.contentType, .markdown, "the built-in Markdown type, named by the extension")
        }
    }

    func testTheImageViewerOpensImagesReadOnly() throws {
        try onMain {
            let kind = try XCTUnwrap(scenes(ImageViewerApp()).kind)
            XCTAssertTrue(kind.isViewer, "DocumentGroup(viewing:) makes no new documents")
            let bytes = Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
            let url = try temporaryFile("pixel.png", bytes)
            let session = try kind.read(
                DocumentFiles.readConfiguration(of: url, readableTypes: kind.readableTypes, appName: "Viewer"), url)
            let shown = ProgramDocumentWindow(session, kind: kind)
            defer { shown.close() }
            XCTAssertEqual(Array(shown.labels.prefix(3)), ["pixel.png", "PNG Image, 11 bytes", "Read only"])
            XCTAssertFalse(session.isEditable)

            let empty = try temporaryFile("empty.png", Data())
            XCTAssertThrowsError(
                try kind.read(
                    DocumentFiles.readConfiguration(of: empty, readableTypes: kind.readableTypes, appName: "Viewer"), empty)
            ) { error in
                XCTAssertEqual(DocumentFiles.readReason(error, appName: "Viewer"), "It is not in a format Viewer can read.")
            }
        }
    }

    func testTheTodoListIsJSONAndItsTogglesAreUndoableChanges() throws {
        try onMain {
            let app = scenes(TodoApp())
            XCTAssertEqual(app.roles.map(\.0), [.documentGroup, .window, .window])
            XCTAssertEqual(app.roles.map(\.1), ["document", "about", "statistics"])
            let kind = try XCTUnwrap(app.kind)
            let session = try XCTUnwrap(kind.makeNew?() as? ValueDocumentSession<TodoList>)
            let shown = ProgramDocumentWindow(session, kind: kind)
            defer { shown.close() }
            XCTAssertTrue(shown.labels.contains("0 of 1 done"))
            let toggle = try XCTUnwrap(shown.widgets.first { $0.typeName == "GtkSwitch" || $0.typeName == "GtkCheckButton" })
            XCTAssertTrue(toggle.activate())
            spin(timeout: 20) { session.document.items.first?.isDone == true }
            settle(0.2)
            XCTAssertTrue(shown.labels.contains("1 of 1 done"))
            XCTAssertTrue(session.isEdited)
            session.undoManager.undo()
            settle(0.2)
            XCTAssertEqual(session.document.items.first?.isDone, false)
            XCTAssertTrue(shown.labels.contains("0 of 1 done"))

            let wrapper = try session.fileWrapper(for: .json)
            let json = String(decoding: wrapper.regularFileContents ?? Data(), as: UTF8.self)
            XCTAssertTrue(json.contains("\"title\" : \"Write the report\""), json)
            let url = try temporaryFile("list.json", wrapper.regularFileContents ?? Data())
            let read = try kind.read(
                DocumentFiles.readConfiguration(of: url, readableTypes: kind.readableTypes, appName: "To-Do"), url)
            XCTAssertEqual((read as? ValueDocumentSession<TodoList>)?.document.items.map(\.title), ["Write the report"])
        }
    }
}
