import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The document-style programs: a recipe book and a manuscript editor,
/// each sharing with previews, searching with a `Text` prompt and naming
/// its document, read back from the window they render.
final class SharingProgramTests: GtkTestCase {
    func testRecipeBookSearchesSharesAndNamesTheRecipesFile() throws {
        try onMain {
            let w = ToolbarProgramWindow(RecipeBookProgram(folder: URL(fileURLWithPath: "/srv/kitchen")))
            defer { w.close() }
            XCTAssertEqual(w.start, ["New Recipe"])
            XCTAssertTrue(w.end.contains("Share"), "\(w.end)")
            XCTAssertEqual(w.window.title, "Pancakes")
            XCTAssertTrue(w.texts.contains("/srv/kitchen"), "the recipe's folder under the title: \(w.texts)")

            let entry = try XCTUnwrap(find(SearchEntry.self, in: w.hosting).first)
            XCTAssertEqual(entry.accessibleLabel, "Search Recipes")
            XCTAssertTrue(entry.isInside(w.host.headerBar))
            entry.text = "soup"
            w.settle(0.3)
            XCTAssertTrue(w.texts.contains("Lentil Soup · 45 min"), "\(w.texts)")
            XCTAssertFalse(w.texts.contains("Pancakes · 20 min"), "the search filters the list")

            let share = try XCTUnwrap(find(MenuNode.self, in: w.hosting).first { $0.widget.isInside(w.host.headerBar) })
            let menu = share.items.children.box
            let labels = descendants(of: menu).filter { $0.typeName == "GtkLabel" }.compactMap { $0.property("label")?.string }
            XCTAssertEqual(labels, ["Pancakes", "Copy", "Send by Email…"], "the preview heads Copy and Send by Email…")
        }
    }

    func testManuscriptEditorsCustomizableToolsKeepTheirStateAndShareEveryChapter() throws {
        try onMain {
            let w = ToolbarProgramWindow(ManuscriptEditorProgram(file: URL(fileURLWithPath: "/srv/books/Lighthouse.md")))
            defer { w.close() }
            let model = try XCTUnwrap(w.host.toolbarModel, "a customizable toolbar")
            XCTAssertEqual(model.layout.entries.compactMap(\.itemID), ["focus", "wordCount", "share"])
            XCTAssertEqual(w.window.title, "The Lighthouse")
            XCTAssertTrue(w.texts.contains("The boat came in at dusk"))

            let entry = try XCTUnwrap(find(SearchEntry.self, in: w.hosting).first)
            XCTAssertEqual(entry.accessibleLabel, "Find in Manuscript")
            entry.text = "spoken"
            w.settle(0.3)
            XCTAssertEqual(w.texts.filter { ["Arrival", "The Keeper"].contains($0) }, ["The Keeper"], "the search finds one chapter")
            entry.text = ""
            w.settle(0.3)

            let focus = try XCTUnwrap(
                find(ToggleButton.self, in: w.hosting).first { toggle in
                    toggle.isInside(w.host.headerBar)
                        && ([toggle] + descendants(of: toggle)).contains {
                            $0.accessibleLabel == "Focus Mode" || $0.property("label")?.string == "Focus Mode"
                        }
                })
            focus.isActive = true
            w.settle()
            XCTAssertFalse(w.texts.contains("The boat came in at dusk"), "focus mode hides the chapters' text")
            XCTAssertTrue(w.texts.contains("Arrival"))

            let share = try XCTUnwrap(find(MenuNode.self, in: w.hosting).first { $0.widget.isInside(w.host.headerBar) })
            let labels = descendants(of: share.items.children.box).filter { $0.typeName == "GtkLabel" }
                .compactMap { $0.property("label")?.string }
            XCTAssertEqual(labels, ["Arrival", "The Keeper", "Copy", "Send by Email…"], "one preview per chapter")
        }
    }
}
