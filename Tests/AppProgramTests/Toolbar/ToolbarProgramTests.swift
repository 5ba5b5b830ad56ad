import Gtk
import GtkTestSupport
// Renders the toolbar programs of this folder in real windows and checks
// what their header bars and action bars show and do.
import XCTest

@testable import GtkUI

final class ToolbarProgramTests: ProgramTestCase {
    func testNotesList() {
        onMain {
            withWindow(NotesListProgram()) { w in
                XCTAssertEqual(w.window.title, "Notes")
                XCTAssertEqual(w.end, ["Search Notes", "New Note"])
                w.click("New Note")
                XCTAssertTrue(w.texts.contains("New Note 4"), "\(w.texts)")
            }
        }
    }

    func testImageViewerControlGroups() {
        onMain {
            withWindow(ImageZoomToolbarProgram()) { w in
                XCTAssertEqual(w.start, ["Go"], "a labelled group is named by its label")
                XCTAssertEqual(w.end, ["Zoom", "Rotate"])
                let linked = w.widgets.filter { $0.hasCSSClass("linked") && $0.children.count == 2 }
                XCTAssertGreaterThanOrEqual(linked.count, 2, "history and zoom are joined buttons")
                let rotate = w.widgets.first { $0.typeName == "GtkMenuButton" && $0.isInside(w.host.headerBar) }
                XCTAssertNotNil(rotate, "the .menu group is a menu button in the header bar")
                XCTAssertTrue(
                    w.buttons("Rotate Left").isEmpty || !(w.buttons("Rotate Left").first?.isMapped ?? false), "its items wait in the menu")
                w.click("Next")
                XCTAssertTrue(w.texts.contains("Page 2, 100 %"), "\(w.texts)")
                w.click("Zoom In")
                XCTAssertTrue(w.texts.contains("Page 2, 125 %"), "\(w.texts)")
            }
        }
    }

    func testMailViewer() {
        onMain {
            withWindow(MailViewerProgram()) { w in
                XCTAssertEqual(w.start, ["Get Mail"])
                XCTAssertEqual(w.end.count, 2, "the reply group and Delete: \(w.end)")
                XCTAssertEqual(w.end.last, "Delete")
                XCTAssertTrue(w.buttons("Delete").first?.hasCSSClass("destructive-action") ?? false)
                w.click("Archive")
                XCTAssertTrue(w.texts.contains("Archived"))
            }
        }
    }

    func testEditItemForm() {
        onMain {
            withWindow(EditItemFormProgram()) { w in
                XCTAssertEqual(w.start, ["Cancel"])
                XCTAssertEqual(w.end, ["Save"])
                XCTAssertTrue(w.buttons("Save").first?.hasCSSClass("suggested-action") ?? false)
                w.click("Save")
                XCTAssertTrue(w.texts.contains("Saved Milk"))
            }
        }
    }

    func testPhotoBrowserBottomBar() {
        onMain {
            withWindow(PhotoBrowserProgram()) { w in
                XCTAssertNotNil(w.actionBar, "the bottom bar is an action bar under the content")
                XCTAssertEqual(w.end, [])
                XCTAssertTrue(w.texts.contains("0 favourites"))
                w.click("Favourite")
                XCTAssertTrue(w.texts.contains("1 favourites"), "\(w.texts)")
                XCTAssertFalse(w.buttons("Copy Link").isEmpty, "the share menu offers Copy Link")
            }
        }
    }

    func testRemindersToolbarTypeKeepsItsStateAndBinding() {
        onMain {
            withWindow(RemindersToolbarProgram()) { w in
                w.click("Add Reminder 0")
                w.click("Add Reminder 1")
                XCTAssertEqual(w.end.first, "Add Reminder 2")
                XCTAssertTrue(w.texts.contains("Open reminders"))
                (find(Gtk::ToggleButton.self, in: w.hosting).first { $0.accessibleLabel == "Show Completed" }
                    ?? find(Gtk::ToggleButton.self, in: w.hosting).first)?.click()
                w.settle()
                XCTAssertTrue(w.texts.contains("All reminders"), "\(w.texts)")
            }
        }
    }

    func testCustomizableEditor() {
        onMain {
            withWindow(CustomizableEditorProgram()) { w in
                guard let model = w.host.toolbarModel else { return XCTFail("no customizable toolbar") }
                XCTAssertEqual(model.layout.entries.compactMap(\.itemID), ["bold", "share"])
                XCTAssertNotNil(model.catalog.item(id: "wordCount"), "offered in the palette")
            }
        }
    }

    func testConditionalToolbar() {
        onMain {
            withWindow(ConditionalToolbarProgram()) { w in
                XCTAssertEqual(w.start, ["Close Report.txt"])
                XCTAssertEqual(w.end, ["Lock", "Edit"])
                w.click("Lock")
                w.click("Edit")
                XCTAssertEqual(w.end, ["Unlock", "Review"])
                w.click("Close Report.txt")
                XCTAssertEqual(w.start, [])
            }
        }
    }

    func testAvailabilityToolbar() {
        onMain {
            withWindow(AvailabilityToolbarProgram()) { w in XCTAssertEqual(w.end, ["Inspector"]) }
        }
    }

    func testForEachAndGroupToolbar() {
        onMain {
            withWindow(ForEachToolbarProgram()) { w in
                XCTAssertEqual(w.end, ["Heading", "Quote", "List"])
                XCTAssertEqual(w.start, ["Undo", "Redo"])
                w.click("Quote")
                XCTAssertTrue(w.texts.contains("Quote"))
            }
        }
    }

    func testMoreThanTwentyItems() {
        onMain {
            withWindow(ManyItemsProgram()) { w in
                XCTAssertEqual(w.start.count + w.end.count, 22)
                w.click("Tool 22")
                XCTAssertTrue(w.texts.contains("Used tool 22"))
            }
        }
    }

    func testSplitMenu() {
        onMain {
            withWindow(SplitMenuProgram()) { w in
                w.click("New")
                XCTAssertTrue(w.texts.contains("1 created, sorted by Date"), "\(w.texts)")
                w.click("Title")
                XCTAssertTrue(w.texts.contains("1 created, sorted by Title"), "\(w.texts)")
            }
        }
    }

    func testShareAndRename() {
        onMain {
            withWindow(ShareAndRenameProgram()) { w in
                XCTAssertEqual(w.window.title, "Budget 2026")
                XCTAssertEqual(w.buttons("Rename").first?.isSensitive, true)
                w.click("Rename")
                XCTAssertTrue(w.texts.contains("Renaming Budget 2026"))
                XCTAssertEqual(w.buttons("Open in Browser").count, 1)
            }
        }
    }

    func testPickersInTheToolbar() {
        onMain {
            withWindow(PickerToolbarProgram()) { w in
                XCTAssertEqual(w.title.count, 1, "the segmented picker takes the title's place")
                XCTAssertTrue(w.host.headerBarItems.title.box.isMapped)
                w.click("Columns")
                XCTAssertTrue(w.texts.contains("Columns at 100%"), "\(w.texts)")
            }
        }
    }

    func testTitleMenu() {
        onMain {
            withWindow(TitleMenuProgram()) { w in
                XCTAssertEqual(w.title.count, 1)
                XCTAssertTrue(find(MenuButton.self, in: w.hosting).contains { $0.isInside(w.host.headerBarItems.title.box) })
                w.click("Duplicate")
                XCTAssertTrue(w.texts.contains("Last: duplicate"))
            }
        }
    }

    func testToolbarBuilderFunctions() {
        onMain {
            withWindow(ToolbarBuilderFunctionsProgram()) { w in
                XCTAssertEqual(w.end, ["Increment"])
                XCTAssertEqual(w.start, [])
                w.click("Increment")
                XCTAssertEqual(w.start, ["Reset"])
            }
        }
    }

    func testBarModifiers() {
        onMain {
            withWindow(BarModifiersProgram()) { w in
                XCTAssertTrue(w.host.headerBar.hasCSSClass("flat"))
                XCTAssertNotNil(w.actionBar)
                (find(Gtk::ToggleButton.self, in: w.hosting).first)?.click()
                w.settle()
                XCTAssertNil(w.actionBar, "toolbar(.hidden, for: .bottomBar) takes the bottom bar away")
            }
        }
    }

    func testSearchingList() {
        onMain {
            withWindow(SearchingListProgram()) { w in
                XCTAssertEqual(w.end.first, "Find items")
                XCTAssertTrue(w.texts.contains("Recent items") || w.texts.contains("Results for "))
                w.click("Search")
                XCTAssertTrue(w.texts.contains("Results for "), "\(w.texts)")
                w.click("Done Searching")
                XCTAssertTrue(w.texts.contains("Recent items"), "\(w.texts)")
            }
        }
    }

    func testLibraryAppScene() {
        onMain {
            var configurations: [WindowGroupConfiguration] = []
            collectScene(LibraryAppProgram().body, into: &configurations)
            XCTAssertEqual(configurations.first?.headerBar.showsTitle, false)
            XCTAssertEqual(configurations.first?.headerBar.backgroundVisibility, .hidden)
            XCTAssertFalse(configurations.first?.commands.isEmpty ?? true)
        }
    }

    func testFocusedToolbarWithoutAFocusedDocument() {
        onMain {
            withWindow(FocusedToolbarProgram()) { w in
                XCTAssertEqual(w.end, ["Export"])
                XCTAssertEqual(w.buttons("Export").first?.isSensitive, false)
            }
        }
    }

    func testLabelStyleShowsTitlesBesideIcons() {
        onMain {
            withWindow(LabelStyleToolbarProgram()) { w in
                guard let run = w.buttons("Run").first else { return XCTFail("no Run button") }
                let kinds = Set(find(Gtk::Label.self, in: w.hosting).filter { $0.isInside(run) }.map(\.text))
                XCTAssertTrue(kinds.contains("Run"), "the title shows: \(kinds)")
                XCTAssertEqual(run.tooltip ?? w.buttons("Run").compactMap(\.tooltip).first, "Run the current scheme")
                run.click()
                w.settle()
                XCTAssertTrue(w.texts.contains("1 runs"))
            }
        }
    }

    func testIOSPlacements() {
        onMain {
            withWindow(IOSPlacementsProgram()) { w in
                XCTAssertEqual(w.start, ["Drafts", "Close"])
                XCTAssertEqual(w.end, ["Send", "Attach"])
                XCTAssertNotNil(w.actionBar)
                XCTAssertFalse(w.buttons("Hide Keyboard").isEmpty)
                XCTAssertTrue(w.texts.contains("visionOS ornament"))
            }
        }
    }

    func testSidebarDetailInspectorShareOneHeaderBar() {
        onMain {
            withWindow(SidebarDetailToolbarsProgram()) { w in
                XCTAssertEqual(w.start, ["New Folder"])
                XCTAssertEqual(w.end, ["Reply", "Inspector"])
            }
        }
    }
}

/// Renders `view` in a window, runs `body` on it, closes the window.
@MainActor
private func withWindow<V: View>(_ view: V, _ body: (ToolbarProgramWindow<V>) -> Void) {
    let window = ToolbarProgramWindow(view)
    defer { window.close() }
    body(window)
}
