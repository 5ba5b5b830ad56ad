import Gtk
import GtkTestSupport
import GtkUI
// Renders the DataFlow programs and checks what they show as a user
// would read it: the labels' text, the controls' state.
import XCTest

/// The texts of the labels and buttons the user sees.
@MainActor private func texts(_ hosting: HostingView<some View>) -> [String] {
    hosting.flush()
    return descendants(of: hosting.widget).compactMap { $0.property("label")?.string }
}

@MainActor private func button(_ label: String, in hosting: HostingView<some View>) -> Widget? {
    descendants(of: hosting.widget).first { widget in
        widget.typeName == "GtkButton"
            && ([widget] + descendants(of: widget)).contains { $0.property("label")?.string == label }
    }
}

final class DataFlowProgramTests: ProgramTestCase {
    func testDocumentEditorMarksEditsAndSaves() {
        onMain {
            let document = NoteDocument()
            let hosting = renderProgram(DocumentEditorView(document: document))
            XCTAssertTrue(texts(hosting).contains("Untitled"))
            document.text = "two words"
            spin { texts(hosting).contains("Untitled — Edited") }
            XCTAssertTrue(texts(hosting).contains("2 words, saved 0 times"), "the environment object's view follows")
            document.save()
            spin { texts(hosting).contains("2 words, saved 1 times") }
            XCTAssertTrue(texts(hosting).contains("Untitled"), "saving clears the edited mark")
        }
    }

    func testSettingsFollowTheirStore() {
        onMain {
            let suiteName = "org.gtkui.programs.\(UUID().uuidString)"
            let suite = UserDefaults(suiteName: suiteName)!
            defer { suite.removePersistentDomain(forName: suiteName) }
            let hosting = renderProgram(SettingsProgramView().defaultAppStorage(suite))
            XCTAssertTrue(texts(hosting).contains("Font 13 pt, comfortable, word count shown"))
            let toggle = descendants(of: hosting.widget).first { $0.typeName == "GtkCheckButton" }!
            toggle.setProperty("active", false)
            spin { texts(hosting).contains("Font 13 pt, comfortable, word count hidden") }
            XCTAssertEqual(suite.object(forKey: "showsWordCount") as? Bool, false, "written to the store")
        }
    }

    func testSceneSelectionFollowsButtons() {
        onMain {
            let hosting = renderProgram(SceneSelectionView())
            // On screen, so the button can be activated as a keyboard user would.
            let window = Window()
            window.setChild(hosting.widget)
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(texts(hosting).contains("Showing nothing"))
            spin { button("Drafts", in: hosting)?.isMapped == true }
            XCTAssertEqual(button("Drafts", in: hosting)?.activate(), true)
            spin { texts(hosting).contains("Showing Drafts") }
        }
    }

    func testSearchIsDebounced() {
        onMain {
            let model = SearchModel(quiet: .milliseconds(150))
            let hosting = renderProgram(SearchProgramView(model: model))
            spin { texts(hosting).contains("5 results") }
            let searchesBefore = model.searches
            for partial in ["a", "ap", "apr"] { model.query = partial }
            spin { texts(hosting).contains("1 results") }
            XCTAssertTrue(texts(hosting).contains("Apricots"))
            XCTAssertEqual(model.searches, searchesBefore + 1, "three keystrokes, one search")
        }
    }

    func testObservationWorksWithGtkUIImportAlone() {
        onMain {
            let hosting = renderProgram(LibraryRoot())
            XCTAssertTrue(texts(hosting).contains("Books: 0"))
            let toggle = descendants(of: hosting.widget).first { $0.typeName == "GtkCheckButton" }!
            toggle.setProperty("active", true)
            spin { texts(hosting).contains("Books: 11") }

            let library = Library()
            let changed = ChangeFlag()
            observeOnce({ _ = library.count }) { changed.set() }
            library.loads += 1
            XCTAssertFalse(changed.value, "@ObservationIgnored properties are not tracked")
            library.count = 1
            XCTAssertTrue(changed.value)
        }
    }
}

final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
}

final class RecipeJournalProgramTests: ProgramTestCase {
    /// The journal's view reads the window's activity keys and rates a
    /// recipe; the App and its scene's onChange compile as written.
    func testRecipeJournalRendersAndRates() {
        onMain {
            let journal = RecipeJournal()
            let hosting = renderProgram(RecipeView(recipe: "Soup").environment(journal))
            XCTAssertTrue(texts(hosting).contains("Soup"))
            XCTAssertTrue(texts(hosting).contains("4 stars"))
            XCTAssertTrue(texts(hosting).contains("Reading"), "outside a window: the app's phase, active")
            XCTAssertTrue(texts(hosting).contains("LTR"))
            journal.rate("Soup", 5, undoManager: nil)
            spin { texts(hosting).contains("5 stars") }
            _ = RecipeJournalApp().body
        }
    }

    /// An activity keeps what the app sets; becoming current is this process's only.
    func testUserActivityKeepsWhatTheAppSets() {
        onMain {
            let activity = NSUserActivity(activityType: "org.example.recipes.reading")
            activity.title = "Bread"
            activity.userInfo = ["recipe": "Bread"]
            activity.addUserInfoEntries(from: ["stars": 3])
            XCTAssertEqual(activity.userInfo?["recipe"] as? String, "Bread")
            XCTAssertEqual(activity.userInfo?["stars"] as? Int, 3)
            activity.becomeCurrent()
            XCTAssertTrue(NSUserActivity.current === activity)
            activity.invalidate()
            XCTAssertNil(NSUserActivity.current)
            XCTAssertFalse(activity.isValid)
            activity.becomeCurrent()
            XCTAssertNil(NSUserActivity.current, "an invalidated activity does not become current again")
        }
    }
}

/// The inbox's animations, in a shown window: what the user sees before,
/// during and after each animated change.
final class AnimationProgramTests: ProgramTestCase {
    func testArchivingSlidesTheMessageAwayAndTheToastHidesItself() {
        onMain {
            inWindow(InboxView(toastSeconds: 0.6), width: 500, height: 400) { root in
                XCTAssertTrue(labels(in: root).contains("Lunch on Friday?"))
                let archive = descendants(of: root).first { widget in
                    widget.typeName == "GtkButton" && descendants(of: widget).contains { $0.property("label")?.string == "Archive 1" }
                }
                XCTAssertEqual(archive?.activate(), true)
                spin { labels(in: root).contains("Archived “Lunch on Friday?”") }
                spin(timeout: 10) { !labels(in: root).contains("Lunch on Friday?") }
                spin { labels(in: root).contains("Archived notes: 1") }
                spin(timeout: 10) { !labels(in: root).contains("Archived “Lunch on Friday?”") }
                XCTAssertTrue(labels(in: root).contains("2"), "the counter shows what is left")

                let toggle = descendants(of: root).first { $0.typeName == "GtkCheckButton" }
                toggle?.setProperty("active", true)
                spin { labels(in: root).contains("Archived: Lunch on Friday?") }
            }
        }
    }
}
