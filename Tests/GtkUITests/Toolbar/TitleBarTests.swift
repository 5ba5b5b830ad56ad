import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A memo kept in a file: its transfer representation names the file.
private struct Memo: Transferable {
    var file: URL
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.file)
    }
}

/// A note with no file or address: nothing to show where it is.
private struct LooseNote: Transferable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.text)
    }
}

/// A document window whose document can be closed.
private struct OpenDocumentWindow: View {
    let file: URL
    @State private var isOpen = true

    var body: some View {
        if isOpen {
            Button("Close Document") { isOpen = false }
                .navigationTitle(file.lastPathComponent)
                .navigationDocument(file)
        } else {
            Text("No document")
        }
    }
}

/// What the header bar shows of the window: its title line (`navigationTitle`
/// with `Text`), its subtitle line (`navigationDocument`, `navigationSubtitle`),
/// and the window and toolbar styles, read back from the widgets.
final class TitleBarTests: GtkTestCase {
    func testAFileDocumentShowsItsFolderUnderTheTitleAndItsPathAsTooltip() throws {
        try onMain {
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            let file = URL(fileURLWithPath: "\(home)/Documents/Report.md")
            let fixture = ToolbarFixture(OpenDocumentWindow(file: file))
            defer { fixture.close() }
            XCTAssertEqual(titleLines(fixture), ["Report.md", "~/Documents"], "GNOME names the folder, as Text Editor does")
            XCTAssertEqual(fixture.host.headerBarItems.titleColumn.box.tooltip, "~/Documents/Report.md")
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Close Document" }).click()
            fixture.settle()
            XCTAssertFalse(titleLines(fixture).contains("~/Documents"), "the folder goes with its document")
            XCTAssertNil(fixture.host.headerBarItems.titleColumn.box.tooltip)

            let subtitled = ToolbarFixture(
                Text("Body").navigationSubtitle("Edited").navigationDocument(URL(fileURLWithPath: "/srv/notes/a.txt")))
            defer { subtitled.close() }
            XCTAssertEqual(titleLines(subtitled).last, "Edited", "the view's own subtitle wins")
        }
    }

    func testATransferableDocumentShowsWhereItsURLRepresentationIs() {
        onMain {
            let memo = ToolbarFixture(
                Text("Body").navigationTitle("Memo").navigationDocument(
                    Memo(file: URL(fileURLWithPath: "/srv/memos/today.txt")), preview: SharePreview("Today")))
            defer { memo.close() }
            spin(timeout: 5) { titleLines(memo).count == 2 }
            XCTAssertEqual(titleLines(memo), ["Memo", "/srv/memos"])

            let page = ToolbarFixture(Text("Body").navigationTitle("Docs").navigationDocument(URL(string: "https://example.org/guide")!))
            defer { page.close() }
            XCTAssertEqual(titleLines(page), ["Docs", "example.org"], "a web page's host")

            let loose = ToolbarFixture(
                Text("Body").navigationTitle("Note").navigationDocument(
                    LooseNote(text: "milk"), preview: SharePreview("Note", image: Image(systemName: "note"))))
            defer { loose.close() }
            loose.settle()
            XCTAssertEqual(loose.window.title, "Note")
            XCTAssertNil(loose.host.headerBarItems.shownSubtitle, "no file, no address: no subtitle line")
        }
    }

    func testATextTitleIsTheWindowTitleAndTheHeaderBarsTitleLine() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Messages").navigationTitle(Text("Inbox")).navigationSubtitle(Text("3 unread")))
            defer { fixture.close() }
            XCTAssertEqual(fixture.window.title, "Inbox")
            XCTAssertEqual(titleLines(fixture), ["Inbox", "3 unread"])
        }
    }

    func testCompactToolbarTitleBarAndPlainWindowStyles() {
        onMain {
            @MainActor func settings<S: Scene>(_ scene: S) -> HeaderBarSettings? {
                var configurations: [WindowGroupConfiguration] = []
                collectScene(scene, into: &configurations)
                return configurations.first?.headerBar
            }
            let cases: [(HeaderBarSettings?, shows: Bool, flat: Bool)] = [
                (settings(WindowGroup { Text("x") }.windowToolbarStyle(.unifiedCompact(showsTitle: false))), false, false),
                (settings(WindowGroup { Text("x") }.windowToolbarStyle(.unifiedCompact(showsTitle: true))), true, false),
                (settings(WindowGroup { Text("x") }.windowToolbarStyle(.unifiedCompact)), true, false),
                (settings(WindowGroup { Text("x") }.windowStyle(.titleBar)), true, false),
                (settings(WindowGroup { Text("x") }.windowStyle(.plain)), false, true)
            ]
            for (index, (settings, shows, flat)) in cases.enumerated() {
                let fixture = ToolbarFixture(Text("Body").navigationTitle("Styled").toolbar { Button("Add") {} })
                defer { fixture.close() }
                fixture.host.headerBarItems.windowSettings = settings ?? HeaderBarSettings()
                fixture.settle()
                XCTAssertEqual(titleLines(fixture).contains("Styled"), shows, "case \(index): the title line")
                XCTAssertEqual(fixture.host.headerBar.hasCSSClass("flat"), flat, "case \(index): a flat bar")
                XCTAssertTrue(headerButtons(fixture).contains("Add"), "case \(index): the items stay")
            }
        }
    }

    func testToolbarBackgroundVisibilityFlattensTheHeaderBarOnly() {
        onMain {
            let hidden = ToolbarFixture(
                Text("Body")
                    .toolbar {
                        ToolbarItem { Button("Add") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Filter") {} }
                    }
                    .toolbarBackgroundVisibility(.hidden, for: .windowToolbar))
            defer { hidden.close() }
            XCTAssertTrue(hidden.host.headerBar.hasCSSClass("flat"))
            XCTAssertTrue(headerButtons(hidden).contains("Add"))
            let bottomOnly = ToolbarFixture(
                Text("Body").toolbar { Button("Add") {} }.toolbarBackgroundVisibility(.hidden, for: .bottomBar))
            defer { bottomOnly.close() }
            XCTAssertFalse(bottomOnly.host.headerBar.hasCSSClass("flat"), "another bar's visibility leaves the header bar")
            let visible = ToolbarFixture(Text("Body").toolbarBackgroundVisibility(.visible, for: .windowToolbar))
            defer { visible.close() }
            XCTAssertFalse(visible.host.headerBar.hasCSSClass("flat"), "a visible background is GTK's raised bar")
        }
    }
}

/// The texts of the header bar's title lines that show (GTK's own title, or ours with a subtitle).
@MainActor
func titleLines<Content: View>(_ fixture: ToolbarFixture<Content>) -> [String] {
    descendants(fixture.host.headerBar).filter {
        $0.typeName == "GtkLabel" && $0.isMapped && !$0.isInside(fixture.host.headerBarItems.end.box)
    }
    .compactMap { $0.property("label")?.string }.filter { !$0.isEmpty }
}

/// The names of the items at the end of the header bar.
@MainActor
func headerButtons<Content: View>(_ fixture: ToolbarFixture<Content>) -> [String] {
    itemNames(fixture.host.headerBarItems.end)
}
