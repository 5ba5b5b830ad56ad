import Gtk
import GtkTestSupport
import GtkUI
import XCTest

/// Renders the layout-container programs in a real window and reads what GTK shows.
final class LayoutProgramTests: ProgramTestCase {
    func testTheDiskInspectorSplitsVolumesFoldersAndSummary() throws {
        try onMain {
            try inWindow(DiskInspector(), width: 1100, height: 560) { root in
                let paneds = descendants(of: root).filter { $0.typeName == "GtkPaned" }
                XCTAssertEqual(paneds.count, 2, "one divider in the HSplitView, one in the VSplitView")
                let lists = descendants(of: root).filter { $0.typeName == "GtkListView" }
                XCTAssertEqual(lists.count, 2)
                XCTAssertEqual(labels(in: lists[0]), ["Macintosh HD", "Backup"])
                XCTAssertEqual(
                    labels(in: lists[1]),
                    ["Applications", "48.2 GB", "Library", "96.4 GB", "Users", "151.0 GB", "System", "16.4 GB"])
                let sidebarWidth = try XCTUnwrap(paneds[0].property("position")?.int)
                XCTAssertLessThanOrEqual(sidebarWidth, 280, "the volume list's maximum width")
                XCTAssertGreaterThanOrEqual(sidebarWidth, 160, "and its minimum")
                let cards = descendants(of: root).filter { $0.hasCSSClass("card") && $0.isMapped }
                XCTAssertEqual(cards.count, 1, "the app's own style draws the two stat boxes without a card")
                let shown = labels(in: root)
                XCTAssertTrue(shown.contains("Macintosh HD"))
                XCTAssertTrue(
                    shown.contains("312.0 GB used of 494.0 GB — 182.0 GB available"), "a wide window: the long line fits")
                XCTAssertFalse(shown.contains("312.0 GB of 494.0 GB"))
                XCTAssertTrue(shown.contains("Folders") && shown.contains("4") && shown.contains("Users"))
            }
        }
    }

    func testTheDiskInspectorShortensItsCapacityLineInANarrowWindow() throws {
        try onMain {
            try inWindow(DiskInspector(), width: 500, height: 560) { root in
                let shown = labels(in: root)
                XCTAssertTrue(shown.contains("312.0 GB of 494.0 GB"), "the short line: \(shown)")
                XCTAssertFalse(shown.contains("312.0 GB used of 494.0 GB — 182.0 GB available"))
            }
        }
    }

    func testTheTagCloudWrapsItsTagsAndTheButtonsShareOneWidth() throws {
        try onMain {
            try inWindow(TagCloudView(), width: 360, height: 560) { root in
                let tagLabels = ["swift", "gtk", "linux", "layout", "preferences", "gnome", "declarative", "ui"]
                    .compactMap { tag in descendants(of: root).first { $0.property("label")?.string == tag } }
                XCTAssertEqual(tagLabels.count, 8)
                let rows = Set(tagLabels.compactMap { $0.bounds(relativeTo: root).map { Int($0.y) } })
                XCTAssertGreaterThan(rows.count, 1, "a narrow window wraps the tags into rows")
                for label in tagLabels {
                    let frame = try XCTUnwrap(label.bounds(relativeTo: root))
                    XCTAssertLessThanOrEqual(frame.x + frame.width, Double(root.width), "inside the window")
                }
                let buttons = descendants(of: root).filter { $0.typeName == "GtkButton" && $0.isMapped }
                XCTAssertEqual(buttons.count, 3)
                let widths = Set(buttons.map(\.width))
                XCTAssertEqual(widths.count, 1, "equal widths: \(buttons.map(\.width))")
                let tops = Set(buttons.compactMap { $0.bounds(relativeTo: root).map { Int($0.y) } })
                XCTAssertEqual(tops.count, 1, "in one row")

                let header = try XCTUnwrap(descendants(of: root).first { $0.property("label")?.string == "Tags" })
                let headerWidth = try XCTUnwrap(header.parent?.width)
                spin { labels(in: root).contains("Header width: \(headerWidth)") }
                XCTAssertTrue(labels(in: root).contains("Header width: \(headerWidth)"), "the real width: \(labels(in: root))")
                XCTAssertGreaterThan(headerWidth, 200)
                spin { labels(in: root).contains("Reported: 42") }
                XCTAssertTrue(labels(in: root).contains("Reported: 42"), "an action that hops to the main actor")

                let maybe = try XCTUnwrap(
                    buttons.first { $0.accessibleLabel?.hasPrefix("Maybe") == true || labels(in: $0).first?.hasPrefix("Maybe") == true })
                // GtkButton clicks 250 ms after a keyboard activation.
                XCTAssertTrue(maybe.activate())
                spin { labels(in: root).contains("Maybe (1)") }
                let toggle = try XCTUnwrap(
                    descendants(of: root).first { ["GtkCheckButton", "GtkSwitch"].contains($0.typeName) && $0.isMapped })
                XCTAssertTrue(toggle.activate())
                spin {
                    Set(
                        descendants(of: root).filter { $0.typeName == "GtkButton" && $0.isMapped }.compactMap {
                            $0.bounds(relativeTo: root).map { Int($0.y) }
                        }
                    ).count == 3
                }
                let stacked = descendants(of: root).filter { $0.typeName == "GtkButton" && $0.isMapped }
                XCTAssertEqual(Set(stacked.compactMap { $0.bounds(relativeTo: root).map { Int($0.y) } }).count, 3, "a column")
                XCTAssertTrue(labels(in: root).contains("Maybe (1)"), "the votes survive the layout change")
            }
        }
    }
}

/// A container that takes its panes as SwiftUI's `TupleView` value.
final class TupleViewProgramTests: ProgramTestCase {
    func testAContainerSplitsItsTupleViewIntoPanesThatStayLive() throws {
        try onMain {
            try inWindow(NavigationStack { ReaderView() }, width: 800, height: 400) { root in
                var shown = labels(in: root)
                XCTAssertEqual(
                    shown.filter { ["Flow boxes and focus", "0 likes", "Notes", "Footnote one", "Footnote two"].contains($0) },
                    ["Flow boxes and focus", "0 likes", "Notes", "Footnote one", "Footnote two"],
                    "the card's three parts, then the side pane with the hand-made tuple: \(shown)")
                let title = try XCTUnwrap(descendants(of: root).first { $0.property("label")?.string == "Flow boxes and focus" })
                let note = try XCTUnwrap(descendants(of: root).first { $0.property("label")?.string == "Notes" })
                let titleX = try XCTUnwrap(title.bounds(relativeTo: root)).x
                let noteX = try XCTUnwrap(note.bounds(relativeTo: root)).x
                XCTAssertGreaterThan(noteX, titleX + 300, "the side pane is to the right of the main pane")

                let like = try XCTUnwrap(
                    descendants(of: root).first { $0.typeName == "GtkButton" && labels(in: $0) == ["Like"] })
                XCTAssertTrue(like.activate())
                spin { labels(in: root).contains("1 likes") }
                shown = labels(in: root)
                XCTAssertTrue(shown.contains("1 likes"), "state read inside a tuple's view re-renders it: \(shown)")
                XCTAssertEqual(shown.filter { $0 == "Flow boxes and focus" }.count, 1, "updated in place, not added")
            }
        }
    }
}

extension TupleViewProgramTests {
    func testTheContainersToolbarButtonHidesAndShowsTheSidePane() {
        onMain {
            let program = ToolbarProgramWindow(ReaderView())
            defer { program.close() }
            XCTAssertTrue(program.texts.contains("Notes"))
            program.click("Hide Notes")
            XCTAssertFalse(program.texts.contains("Notes"), "the side pane is gone: \(program.texts)")
            XCTAssertTrue(program.texts.contains("Flow boxes and focus"), "the main pane stays")
            program.click("Show Notes")
            XCTAssertTrue(program.texts.contains("Notes"))
            XCTAssertTrue(program.texts.contains("Footnote two"))
        }
    }
}
