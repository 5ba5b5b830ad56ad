import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A draft with a Move button, as a notes app's "Move to…" does.
private struct Draft: View {
    let file: URL
    let moving: Binding<Bool>
    let results: Shared<[Result<URL, any Error>]>
    let cancelled: Shared<Int>
    var body: some View {
        Button("Move…") { moving.wrappedValue = true }
            .fileMover(
                isPresented: moving, file: file, onCompletion: { results.value.append($0) },
                onCancellation: { cancelled.value += 1 })
    }
}

/// `.fileMover`: the desktop's folder chooser opens on the binding, and cancelling it moves nothing.
final class FileMoverTests: GtkTestCase {
    func testTheMoverShowsAFolderChooserAndCancellingMovesNothing() throws {
        try onMain {
            let folder = TemporaryFolder()
            let note = folder.file("note.txt", "hello")
            let moving = Shared(false)
            let results = Shared<[Result<URL, any Error>]>([])
            let cancelled = Shared(0)
            @MainActor func draft() -> Draft {
                Draft(file: note, moving: moving.binding, results: results, cancelled: cancelled)
            }
            let view = WindowedView(draft())
            defer { view.close() }

            moving.value = true
            view.update(draft())
            spin(timeout: 10) { cancelOpenFileChooser() }
            spin { !moving.value }
            XCTAssertEqual(cancelled.value, 1, "cancelling calls onCancellation")
            XCTAssertTrue(FileManager.default.fileExists(atPath: note.path), "and moves nothing")
            XCTAssertTrue(results.value.isEmpty, "no completion")
            // Opened again, it asks again.
            moving.value = true
            view.update(draft())
            spin(timeout: 10) { cancelOpenFileChooser() }
            spin { cancelled.value == 2 }
            XCTAssertFalse(moving.value)
        }
    }
}
