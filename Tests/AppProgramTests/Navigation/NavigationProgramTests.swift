import Gtk
import GtkTestSupport
import GtkUI
import XCTest

/// Renders the navigation programs in a real window and reads what GTK shows.
final class NavigationProgramTests: ProgramTestCase {
    func testTheNotesBrowserShowsThreeColumnsFromItsSelection() throws {
        try onMain {
            try inWindow(NotesBrowser()) { root in
                let paneds = descendants(of: root).filter { $0.typeName == "GtkPaned" }
                XCTAssertEqual(paneds.count, 2, "three columns: two dividers")
                let lists = descendants(of: root).filter { $0.typeName == "GtkListView" }
                XCTAssertEqual(lists.count, 2)
                XCTAssertTrue(lists[0].hasCSSClass("navigation-sidebar"), "the sidebar list looks like a GNOME sidebar")
                XCTAssertEqual(labels(in: lists[0]), ["Work", "Home"])
                XCTAssertEqual(labels(in: lists[1]), ["Standup", "Review"], "the selected folder's notes")
                XCTAssertTrue(labels(in: root).contains("Read the split view patch"), "the selected note's text")
                let sidebarWidth = try XCTUnwrap(paneds.first?.property("position")?.int)
                XCTAssertEqual(sidebarWidth, 200, "the sidebar starts at its ideal width")
            }
        }
    }

    func testTheReadingListShowsSectionsWithHeadersAndFooters() throws {
        try onMain {
            try inWindow(ReadingList()) { root in
                let list = try XCTUnwrap(descendants(of: root).first { $0.typeName == "GtkListView" })
                XCTAssertEqual(
                    labels(in: list),
                    [
                        "Unread", "Swift Concurrency", "GTK 4 Lists", "GNOME HIG", "3 to read",
                        "Finished", "The Swift Book"
                    ])
                XCTAssertTrue(list.hasCSSClass("rich-list"), ".inset draws GNOME's rich list")
            }
        }
    }
}
