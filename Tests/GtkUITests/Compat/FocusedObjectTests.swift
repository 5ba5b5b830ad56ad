import Combine
import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

@MainActor private final class NotesModel: ObservableObject {
    @Published var notes = ["Groceries"]
}

/// A toolbar item acting on the focused window's model.
private struct NoteToolbar: ToolbarContent {
    @FocusedObject private var model: NotesModel?
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Add Note (\(model?.notes.count ?? 0))", systemImage: "plus") { model?.notes.append("Untitled") }
                .disabled(model == nil)
        }
    }
}

private struct NotesWindow: View {
    @StateObject private var model = NotesModel()
    @State private var publishes = true
    var body: some View {
        VStack {
            Text(model.notes.joined(separator: ", "))
            Button("Close Notes") { publishes = false }
        }
        .focusedSceneObject(publishes ? model : nil)
        .toolbar { NoteToolbar() }
    }
}

/// `@FocusedObject` with `.focusedObject(_:)` / `.focusedSceneObject(_:)`:
/// the active window's observable object, read by toolbar content.
final class FocusedObjectTests: GtkTestCase {
    func testToolbarContentReadsAndChangesTheFocusedObject() throws {
        try onMain {
            let fixture = ToolbarFixture(NotesWindow())
            defer { fixture.close() }
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Add Note (1)"])
            @MainActor func addButton() -> Gtk::Button? {
                find(Gtk::Button.self, in: fixture.hosting).first { $0.isInside(fixture.host.headerBarItems.end.box) }
            }
            XCTAssertEqual(addButton()?.isSensitive, true)
            try XCTUnwrap(addButton()).click()
            fixture.settle()
            XCTAssertTrue(labelTexts(fixture.hosting.widget).contains("Groceries, Untitled"), "the item changed the window's model")
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Add Note (2)"])
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Close Notes" }).click()
            fixture.settle()
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Add Note (0)"], "no object published")
            XCTAssertEqual(addButton()?.isSensitive, false)
        }
    }
}
