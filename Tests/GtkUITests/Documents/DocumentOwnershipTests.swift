import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A closed document window lets go of its session, undo manager, nodes,
/// wrappers and closures (no more are alive than before it opened; earlier
/// tests' leftovers may go meanwhile).
final class DocumentOwnershipTests: GtkTestCase {
    func testClosingADocumentWindowReleasesEverything() throws {
        try onMain {
            let runtime = documentRuntime(NotesScene())
            defer { closeAll(runtime) }
            let documents = try XCTUnwrap(runtime.documents)
            // The first windows of the process leave a few closures for good
            // (process-wide GTK set-up, the menu bar's actions): one stays open.
            // The one closed first is edited and typed into as the measured
            // one is, so that what the first edit of the process makes for
            // good is made before the measure, whichever tests ran before.
            documents.newDocument()
            documents.newDocument()
            edit(runtime.windows[1])
            runtime.windows[1].host.window.destroy()
            spin(timeout: 20) { runtime.windows.count == 1 }
            settle(0.3)
            let before = liveCounts()
            weak var session: DocumentSession?
            weak var undoManager: UndoManager?
            do {
                documents.newDocument()
                let host = runtime.windows[1].host
                session = host.document
                undoManager = host.document?.undoManager
                edit(runtime.windows[1])
                XCTAssertGreaterThan(liveCounts().nodes, before.nodes)
                host.window.destroy()
            }
            spin(timeout: 20) {
                settle(0.05)
                let now = liveCounts()
                return now.nodes <= before.nodes && now.wrappers <= before.wrappers && now.closures <= before.closures
                    && session == nil
            }
            XCTAssertNil(session, "the session")
            XCTAssertNil(undoManager, "its undo manager")
            XCTAssertLessThanOrEqual(liveCounts().nodes, before.nodes, "view nodes")
            XCTAssertLessThanOrEqual(liveCounts().wrappers, before.wrappers, "GObject wrappers")
            XCTAssertLessThanOrEqual(liveCounts().closures, before.closures, "signal closures")
        }
    }
}

/// Changes the document's value and types into its text view, as a user would.
@MainActor private func edit(_ window: AppRuntime.WindowRecord) {
    (window.host.document as? ValueDocumentSession<NoteFile>)?.configuration.document.text = "changed"
    find(TextEditorNode.self, in: window.content).first?.textView.buffer.insertAtCursor("typed")
    settle(0.1)
}
