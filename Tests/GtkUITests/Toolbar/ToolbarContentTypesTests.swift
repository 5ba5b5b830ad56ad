import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Customizable toolbar content of the app's own, with state of its own.
private struct FormattingTools: CustomizableToolbarContent {
    @State private var isBold = false

    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "bold") {
            Toggle("Bold", systemImage: "bold", isOn: $isBold)
        }
        ToolbarItem(id: "weight") {
            Text(isBold ? "Heavy" : "Regular")
        }
    }
}

private struct SelectedChapterKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var selectedChapter: String? {
        get { self[SelectedChapterKey.self] }
        set { self[SelectedChapterKey.self] = newValue }
    }
}

/// A toolbar item that follows the focused chapter.
private struct ChapterToolbar: ToolbarContent {
    @FocusedValue(\.selectedChapter) private var chapter

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button(chapter.map { "Print \($0)" } ?? "Print", systemImage: "printer") {}
                .disabled(chapter == nil)
        }
    }
}

/// A book whose chapter list publishes the chapter it shows.
private struct BookView: View {
    @State private var chapter: String? = "Prologue"

    var body: some View {
        VStack {
            Button("Next Chapter") { chapter = "Chapter 1" }
            Button("Close Chapter") { chapter = nil }
        }
        .focusedValue(\.selectedChapter, chapter)
        .toolbar { ChapterToolbar() }
    }
}

/// The chapter list as its own view: it publishes the chapter it shows
/// and re-renders alone when it changes (the window's toolbar is declared
/// by its parent), or goes away with its book.
private struct ChapterList: View {
    @State private var chapter: String? = "Prologue"

    var body: some View {
        VStack {
            Button("Next Chapter") { chapter = "Chapter 1" }
        }
        .focusedSceneValue(\.selectedChapter, chapter ?? "")
    }
}

private struct LibraryView: View {
    @State private var showsBook = true

    var body: some View {
        VStack {
            Button("Close Book") { showsBook = false }
            if showsBook { ChapterList() }
        }
        .toolbar { ChapterToolbar() }
    }
}

/// A customizable toolbar's own content type reading the focused chapter.
private struct ChapterTools: CustomizableToolbarContent {
    @FocusedValue(\.selectedChapter) private var chapter

    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "chapter") { Text(chapter ?? "No Chapter") }
    }
}

extension View {
    /// An app's helper that adds its own items around the caller's.
    fileprivate func editorToolbar<Extra: ToolbarContent>(@ToolbarContentBuilder _ extra: () -> Extra) -> some View {
        toolbar {
            ToolbarItem(placement: .navigation) { Button("Library") {} }
            extra()
        }
    }
}

/// Toolbar content as apps write it: types of their own holding state,
/// focused values, builder parameters, the title menu struct, an edit button.
final class ToolbarContentTypesTests: GtkTestCase {
    func testACustomizableContentTypeKeepsItsStateInTheHeaderBar() throws {
        try onMain {
            let fixture = ToolbarFixture(Text("Body").toolbar(id: "format") { FormattingTools() })
            defer { fixture.close() }
            XCTAssertEqual(fixture.order, ["bold", "weight"])
            XCTAssertTrue(headerTexts(fixture).contains("Regular"))
            let bold = try XCTUnwrap(find(ToggleButton.self, in: fixture.hosting).first { $0.isInside(fixture.host.headerBar) })
            bold.isActive = true
            fixture.settle()
            XCTAssertTrue(headerTexts(fixture).contains("Heavy"), "the type's @State drives its other item: \(headerTexts(fixture))")
            XCTAssertTrue(bold.isActive)
        }
    }

    func testAFocusedValueSetByTheContentUpdatesTheToolbarItem() throws {
        try onMain {
            let fixture = ToolbarFixture(BookView())
            defer { fixture.close() }
            @MainActor func printButton() -> Gtk::Button? {
                find(Gtk::Button.self, in: fixture.hosting).first { $0.isInside(fixture.host.headerBarItems.end.box) }
            }
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Print Prologue"])
            XCTAssertEqual(printButton()?.isSensitive, true)
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Next Chapter" }).click()
            fixture.settle()
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Print Chapter 1"])
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Close Chapter" }).click()
            fixture.settle()
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Print"])
            XCTAssertEqual(printButton()?.isSensitive, false, "no focused chapter: nothing to print")
        }
    }

    func testAFocusedValueOfAViewDeeperDownUpdatesTheToolbarAndGoesAwayWithIt() throws {
        try onMain {
            let fixture = ToolbarFixture(LibraryView())
            defer { fixture.close() }
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Print Prologue"])
            // Only the chapter list renders again: the toolbar follows it.
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Next Chapter" }).click()
            fixture.settle()
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Print Chapter 1"])
            // The list goes away with the book, and its value with it.
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Close Book" }).click()
            fixture.settle()
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Print"])
        }
    }

    func testACustomizableToolbarFollowsAFocusedValueOfAViewDeeperDown() throws {
        try onMain {
            let fixture = ToolbarFixture(
                VStack { ChapterList() }.toolbar(id: "chapters") { ChapterTools() })
            defer { fixture.close() }
            XCTAssertTrue(headerTexts(fixture).contains("Prologue"), "\(headerTexts(fixture))")
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Next Chapter" }).click()
            fixture.settle()
            XCTAssertTrue(headerTexts(fixture).contains("Chapter 1"), "\(headerTexts(fixture))")
        }
    }

    func testABuilderParameterOfAnAppsFunctionTakesConditionalItems() {
        onMain {
            for showsShare in [true, false] {
                let fixture = ToolbarFixture(
                    Text("Body").editorToolbar {
                        if showsShare {
                            ToolbarItem { Button("Share") {} }
                        }
                        ToolbarItem(placement: .primaryAction) { Button("Done") {} }
                    })
                defer { fixture.close() }
                XCTAssertEqual(itemNames(fixture.host.headerBarItems.start), ["Library"])
                XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), showsShare ? ["Share", "Done"] : ["Done"])
            }
        }
    }

    func testAForEachOverARangeMakesOneItemPerNumberInOrder() {
        onMain {
            for count in [3, 1] {
                let fixture = ToolbarFixture(
                    Text("Body").toolbar {
                        ForEach(0..<count) { page in
                            ToolbarItem(placement: .primaryAction) { Button("Page \(page + 1)") {} }
                        }
                        ToolbarItem(placement: .primaryAction) { Button("Done") {} }
                    })
                defer { fixture.close() }
                XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), (1...count).map { "Page \($0)" } + ["Done"])
            }
        }
    }

    func testAnItemKeepsItsStateWhenAnItemAppearsBeforeIt() throws {
        try onMain {
            let fixture = ToolbarFixture(TapCounterBar(showsNew: false))
            defer { fixture.close() }
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Taps 0" }).click()
            fixture.settle()
            XCTAssertTrue(headerTexts(fixture).contains("Taps 1"), "\(headerTexts(fixture))")
            for showsNew in [true, false] {
                fixture.hosting.update(TapCounterBar(showsNew: showsNew))
                fixture.settle()
                XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), showsNew ? ["New", "Taps 1"] : ["Taps 1"])
                XCTAssertTrue(headerTexts(fixture).contains("Taps 1"), "the counter keeps its count: \(headerTexts(fixture))")
            }
        }
    }

    func testTheTitleMenuStructMakesTheTitleAMenuOfItsItems() throws {
        try onMain {
            var duplicated = 0
            let fixture = ToolbarFixture(
                Text("Body")
                    .navigationTitle("Draft")
                    .toolbar {
                        ToolbarTitleMenu {
                            Button("Duplicate") { duplicated += 1 }
                            Button("Move To…") {}
                        }
                        ToolbarItem { Button("Send") {} }
                    })
            defer { fixture.close() }
            let menu = try XCTUnwrap(find(MenuNode.self, in: fixture.hosting).first)
            XCTAssertTrue(menu.widget.isInside(fixture.host.headerBarItems.title.box), "the menu is in the title's place")
            XCTAssertEqual(menu.widget.accessibleLabel, "Draft")
            let entries = find(ButtonNode.self, in: menu.items)
            XCTAssertEqual(entries.compactMap { $0.widget.accessibleLabel }, ["Duplicate", "Move To…"])
            entries.first?.widget.click()
            XCTAssertEqual(duplicated, 1)
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Send"], "the other items stay at the end")
        }
    }

    func testAnEditButtonInTheToolbarTurnsTheWindowsEditModeOn() throws {
        try onMain {
            let fixture = ToolbarFixture(
                EditModeLabel()
                    .toolbar { ToolbarItem(placement: .primaryAction) { EditButton() } })
            defer { fixture.close() }
            XCTAssertTrue(headerTexts(fixture).contains("Edit"))
            XCTAssertTrue(contentTexts(fixture).contains("Browsing"))
            try XCTUnwrap(
                find(Gtk::Button.self, in: fixture.hosting).first { $0.isInside(fixture.host.headerBarItems.end.box) && $0.isMapped }
            ).click()
            spin(timeout: 10) { contentTexts(fixture).contains("Editing") }
            XCTAssertTrue(contentTexts(fixture).contains("Editing"), "the content sees the edit mode")
            XCTAssertTrue(headerTexts(fixture).contains("Done"), "the button turns into Done: \(headerTexts(fixture))")
            let done = try XCTUnwrap(
                find(Gtk::Button.self, in: fixture.hosting).first { $0.isInside(fixture.host.headerBarItems.end.box) && $0.isMapped })
            XCTAssertTrue(done.hasCSSClass("suggested-action"), "GNOME's suggested style while editing")
        }
    }
}

/// Shows whether the window is in edit mode.
private struct EditModeLabel: View {
    @Environment(\.editMode) private var editMode
    var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing") }
}

/// A button that counts its taps in state of its own.
private struct TapCounter: View {
    @State private var taps = 0
    var body: some View { Button("Taps \(taps)") { taps += 1 } }
}

/// A counter in the toolbar, after an item that comes and goes.
private struct TapCounterBar: View {
    let showsNew: Bool
    var body: some View {
        Text("Body").toolbar {
            if showsNew {
                ToolbarItem(placement: .primaryAction) { Button("New") {} }
            }
            ToolbarItem(placement: .primaryAction) { TapCounter() }
        }
    }
}

/// The label texts the header bar shows.
@MainActor
private func headerTexts<Content: View>(_ fixture: ToolbarFixture<Content>) -> [String] {
    descendants(fixture.host.headerBar).filter { $0.typeName == "GtkLabel" && $0.isMapped }.compactMap { $0.property("label")?.string }
}

/// The label texts the content shows.
@MainActor
private func contentTexts<Content: View>(_ fixture: ToolbarFixture<Content>) -> [String] {
    descendants(fixture.hosting.widget).filter { $0.typeName == "GtkLabel" && $0.isMapped }.compactMap { $0.property("label")?.string }
}
