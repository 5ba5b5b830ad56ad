import Foundation
import Gtk
import GtkTestSupport
import GtkUI
// Renders the drag-and-drop and clipboard programs and checks what a user
// sees after drops delivered through the real GtkDropTarget.
import XCTest

@MainActor private func labels(_ hosting: HostingView<some View>) -> [String] {
    hosting.flush()
    return descendants(of: hosting.widget).compactMap { $0.typeName == "GtkLabel" ? $0.property("label")?.string : nil }
}

final class TransferProgramTests: ProgramTestCase {
    func testDroppingImageFilesAddsPhotosAndRefusesOtherFiles() throws {
        try onMain {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-drop-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let photo = folder.appendingPathComponent("Beach.jpg")
            let notes = folder.appendingPathComponent("notes.txt")
            try Data([0xFF, 0xD8]).write(to: photo)
            try Data("x".utf8).write(to: notes)

            let hosting = renderProgram(PhotoDropView())
            XCTAssertTrue(labels(hosting).contains("Drop images here"))
            // The first drop target is the drop zone (the tags' come after it).
            let zone = try XCTUnwrap(find(DropTarget.self, in: hosting).first)
            XCTAssertTrue(zone.emitDrop(.uris([photo.absoluteString]), x: 20, y: 20))
            spin { labels(hosting).contains("1 photo(s)") }
            XCTAssertTrue(zone.emitDrop(.uris([notes.absoluteString]), x: 20, y: 20))
            spin { labels(hosting).contains("notes.txt is not an image") }
        }
    }

    func testTextDroppedOnTheTagsBecomesATagAndTagsDragAsJSONAndText() throws {
        try onMain {
            let hosting = renderProgram(PhotoDropView())
            let targets = find(DropTarget.self, in: hosting)
            let tagBar = try XCTUnwrap(targets.last, "the tag bar's drop destination")
            XCTAssertTrue(tagBar.emitDrop(.text("Summer"), x: 1, y: 1))
            spin { labels(hosting).contains("Summer") }
            let source = try XCTUnwrap(find(DragSource.self, in: hosting).first, "a tag's drag source")
            let formats = try XCTUnwrap(source.emitPrepare(x: 1, y: 1))
            XCTAssertTrue(formats.contains("application/json") && formats.contains("gchararray"), "\(formats)")
            source.emitDragEnd()
        }
    }
}
