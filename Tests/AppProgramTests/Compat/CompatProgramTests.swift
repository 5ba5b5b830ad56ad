import Foundation
import Gtk
import GtkTestSupport
// Renders the compatibility-sweep programs (written in the style of
// public SwiftUI apps, see Docs/SwiftUI-Compat.md) and checks what a user
// sees in them.
import XCTest

@testable import GtkUI

@MainActor private func labels(_ hosting: HostingView<some View>) -> [String] {
    hosting.flush()
    return descendants(of: hosting.widget).compactMap { $0.typeName == "GtkLabel" ? $0.property("label")?.string : nil }
}

final class CompatProgramTests: ProgramTestCase {
    func testEveryProgramRenders() {
        onMain {
            let roots: [any View] = [
                ClipboardHistoryView(), EnvironmentManagerView(), OrderBoardView(), TimelineFeedView(),
                SystemMonitorView(), ScoreboardView(), DeviceControlView(), ConverterView(), ServerConsoleView(),
                HabitTrackerView(), PhotoShelf.ShelfView()
            ]
            for root in roots {
                let hosting = renderProgram(AnyView(root))
                XCTAssertFalse(descendants(of: hosting.widget).isEmpty, "\(type(of: root)) shows widgets")
            }
        }
    }

    func testHabitTrackerWithPreviewBlocksShowsItsHabitsAndCount() {
        onMain {
            // The program's file ends with #Preview blocks; they compile and add nothing to the app.
            let shown = labels(renderProgram(HabitTrackerView()))
            XCTAssertTrue(shown.contains("Water: 3/8") && shown.contains("Stretch: 2/2") && shown.contains("Read: 0/1"), "\(shown)")
            XCTAssertTrue(shown.contains("1 of 3 done"), "\(shown)")
        }
    }

    func testScoreboardShowsFormattedScoresAndCrown() {
        onMain {
            let hosting = renderProgram(ScoreboardView())
            let shown = labels(hosting)
            XCTAssertTrue(shown.contains("Ada") && shown.contains("Linus"), "\(shown)")
            XCTAssertEqual(shown.filter { $0 == "0" }.count, 2, "each score through Text(_:format: .number)")
            XCTAssertTrue(shown.contains("Highest score wins."), "hidden text keeps its label")
        }
    }

    func testSystemMonitorFormatsPercentagesAndTime() {
        onMain {
            let hosting = renderProgram(SystemMonitorView())
            let shown = labels(hosting)
            XCTAssertTrue(shown.contains(0.9.formatted(.percent.precision(.fractionLength(0)))), "\(shown)")
            XCTAssertTrue(shown.contains("CPU".uppercased()), "textCase(.uppercase)")
        }
    }

    func testModuleQualifiedNamesAreGtkUIsBesideTheAppsOwnTypes() {
        onMain {
            inWindow(PhotoShelf.ShelfView()) { root in
                let shown = labels(in: root)
                XCTAssertTrue(shown.contains("Harbour") && shown.contains("Orchard"), "SwiftUI.List of the app's Image records: \(shown)")
                XCTAssertTrue(shown.contains("Summer, Family"), "SwiftUI.Label beside the app's Label: \(shown)")
                let icons = descendants(of: root).compactMap { $0.typeName == "GtkImage" ? $0.property("icon-name")?.string : nil }
                XCTAssertTrue(icons.contains("emote-love-symbolic"), "SwiftUI.Image(systemName:): \(icons)")
            }
        }
    }

    func testConverterShowsQualityAsPercent() {
        onMain {
            let hosting = renderProgram(ConverterView())
            let shown = labels(hosting)
            XCTAssertTrue(shown.contains(0.8.formatted(.percent.precision(.fractionLength(0)))), "\(shown)")
            XCTAssertTrue(shown.contains("Drop a video here"), "\(shown)")
        }
    }
}

/// The server console: previews, the older text field callbacks, an empty
/// platform-only toolbar and an alert about a `LocalizedError`.
final class ServerConsoleProgramTests: ProgramTestCase {
    func testPreviewsRenderAndTheOldFieldCallbacksDriveTheCheck() throws {
        try onMain {
            let previews = renderProgram(ServerConsoleView_Previews.previews)
            let addresses = find(Gtk::Entry.self, in: previews).map(\.text)
            XCTAssertEqual(addresses, ["localhost:11434", "example.org:8080"], "both previews render")

            let hosting = HostingView(rootView: ServerConsoleView(address: "example.org:8080"))
            let window = Window()
            window.setDefaultSize(width: 700, height: 400)
            window.setChild(hosting.widget)
            window.present()
            defer { window.destroy() }
            settle(0.3)
            let root = hosting.widget
            let field = try XCTUnwrap(find(Gtk::Entry.self, in: hosting).first)
            XCTAssertEqual(field.text, "example.org:8080")
            XCTAssertTrue(field.grabFocus())
            spin { descendants(of: root).contains { $0.labelText == "Editing address" } }
            field.activateField()  // Return commits
            spin { descendants(of: root).contains { $0.labelText == "Checked 1 times" } }
            XCTAssertTrue(descendants(of: root).contains { $0.labelText == "Checked 1 times" }, "onCommit ran the check")
            XCTAssertFalse(descendants(of: root).contains { $0.accessibleLabel == "Edit" }, "the iOS-only toolbar adds nothing")
        }
    }
}

/// The podcast queue: what a screen reader is told of its rows and controls.
final class PodcastQueueProgramTests: ProgramTestCase {
    func testRowsAreOneElementEachAndTheControlsCarryHintsAndValues() throws {
        try onMain {
            try inWindow(PodcastQueueView(), width: 500, height: 400) { root in
                let widgets = descendants(of: root)
                let rows = widgets.filter { $0.accessibleLabel?.contains("min") == true && $0.typeName == "GtkBox" }
                XCTAssertEqual(
                    rows.map(\.accessibleLabel), ["Layout passes, GTK Weekly, 48 min", "Accessibles, Orca Hour, 31 min"])
                XCTAssertEqual(rows.map(\.isAccessibleSelected), [true, false], "the playing episode is selected")
                XCTAssertEqual(rows.first?.accessibleDescription, "Double-click to play")
                let rowLabels = rows.flatMap { descendants(of: $0) }.filter { $0.labelText != nil }
                XCTAssertEqual(rowLabels.count, 6)
                XCTAssertTrue(rowLabels.allSatisfy(\.isAccessibleHidden), "the row's texts are read through the row")

                let heading = try XCTUnwrap(widgets.first { $0.labelText == "Up Next" })
                XCTAssertEqual(heading.accessibleLevel, 1)
                let slider = try XCTUnwrap(widgets.first { $0.typeName == "GtkScale" })
                XCTAssertEqual(slider.accessibleValueText, "12 of 48 minutes")
                let playPause = try XCTUnwrap(widgets.first { $0.name == "play-pause" })
                XCTAssertEqual(playPause.accessibleDescription, "Starts or pauses the episode")
                XCTAssertFalse(playPause.isAccessibleHidden, "a .contain element keeps its children")
                let back = try XCTUnwrap(widgets.first { $0.name == "skip-back" })
                XCTAssertEqual(back.accessibleLabel, "Back 15 seconds")

                XCTAssertTrue(playPause.activate())
                spin { descendants(of: root).contains { $0.labelText == "Play" } }
                let after = descendants(of: root).filter { $0.accessibleLabel?.contains("min") == true && $0.typeName == "GtkBox" }
                XCTAssertEqual(after.map(\.isAccessibleSelected), [false, false], "nothing plays: no row selected")
            }
        }
    }
}

/// The saved-articles reader: the scene hands every window the shared store
/// and a service value; the window remembers its section; cards, tags and
/// the address field use the shorthand forms real apps write.
final class SavedArticlesProgramTests: ProgramTestCase {
    func testTheSceneEnvironmentFeedsTheWindowAndTheSectionIsRemembered() throws {
        try onMain {
            let store = SavedArticles.Store(articles: [
                SavedArticles.Article(id: 1, title: "Layout passes", tag: "gtk"),
                SavedArticles.Article(id: 2, title: "Accessibles", tag: "a11y", thumbnail: URL(fileURLWithPath: "/nonexistent/thumb.png")),
                SavedArticles.Article(id: 3, title: "Old news", tag: "misc", isArchived: true)
            ])
            let runtime = AppRuntime(
                appID: "org.gtkui.SavedArticlesProgramTests.App\(getpid())", about: AboutInfo(name: "Saved", version: "1"),
                scene: SavedArticles.Scenes(store: store))
            defer { runtime.resignCurrent() }
            XCTAssertTrue(runtime.application.register())
            let host = try XCTUnwrap(runtime.openWindow())
            defer { host.window.destroy() }
            host.window.present()
            settle(0.3)
            let window: Widget = host.window
            @MainActor func shown() -> [String] { descendants(of: window).compactMap { $0.labelText } }
            XCTAssertTrue(shown().contains("2 from Pocket export"), "the store and the source come from the scene: \(shown())")
            XCTAssertTrue(shown().contains("Layout passes") && shown().contains("gtk"), "\(shown())")
            XCTAssertFalse(shown().contains("Old news"), "archived articles are in the other section")
            XCTAssertTrue(shown().contains("33%"), "the progress style of its own: one of three archived: \(shown())")
            let icons = descendants(of: window).compactMap { $0.typeName == "GtkImage" ? $0.property("icon-name")?.string : nil }
            XCTAssertEqual(
                icons.filter { $0 == "image-x-generic-symbolic" }.count, 2,
                "AsyncImage without a thumbnail (or one that fails) shows the placeholder: \(icons)")

            let field = try XCTUnwrap(find(Gtk::Entry.self, in: runtime.windows[0].content).first)
            XCTAssertFalse(field.inputHints.contains(.uppercaseSentences), "autocapitalization(.none)")
            field.text = "example.org/post"
            field.activateField()
            spin { shown().contains("3 from Pocket export") }
            XCTAssertTrue(shown().contains("example.org/post"), "the scene's store took the new article: \(shown())")
            XCTAssertEqual(store.articles.count, 4, "two unread, one archived, one added")

            let archive = try XCTUnwrap(descendants(of: window).first { $0.accessibleLabel == "Show Archived" })
            XCTAssertTrue(archive.activate())
            spin { shown().contains("1 from Pocket export") }
            XCTAssertTrue(shown().contains("Old news"), "the optional section switched to archived: \(shown())")
        }
    }
}

final class TripCardsProgramTests: ProgramTestCase {
    func testTheCarouselPagesTheHeaderFollowsItsWidthAndTheEntriesReachTheCards() {
        onMain {
            inWindow(TripCardsView(), width: 700, height: 400) { root in
                spin(timeout: 30) { labels(in: root).contains("Your trip through Portugal") }
                let shown = labels(in: root)
                XCTAssertTrue(shown.contains("Your trip through Portugal"), "a wide header takes the long title: \(shown)")
                XCTAssertTrue(shown.contains("3 nights, prices in USD"), "the @Entry value set above the cards: \(shown)")
                let scrolled = descendants(of: root).compactMap { ScrolledWindow.enclosing($0) }
                guard let carousel = scrolled.first else { return XCTFail("no carousel") }
                let page = Double(carousel.width)
                XCTAssertEqual(carousel.horizontalAdjustment.upper, 3 * page, "three cards, each as wide as the carousel")
                carousel.horizontalAdjustment.value = 30
                spin(timeout: 30) { carousel.horizontalAdjustment.value == page }
                XCTAssertEqual(carousel.horizontalAdjustment.value, page, "a short scroll turns to the next card")
            }
        }
    }
}

/// The post card: liking bounces the heart with keyframes and counts; the
/// sending indicator pulses on its own.
final class LikeButtonProgramTests: ProgramTestCase {
    func testLikingCountsAndTheSendingIndicatorPulses() throws {
        try onMain {
            let was = Gtk.enablesAnimations
            Gtk.enablesAnimations = true
            defer { Gtk.enablesAnimations = was }
            try inWindow(LikeButtonView(), width: 400, height: 200) { root in
                XCTAssertTrue(labels(in: root).contains("12 likes"), "\(labels(in: root))")
                let like = try XCTUnwrap(descendants(of: root).first { $0.accessibleLabel == "Like" })
                XCTAssertTrue(like.activate())
                spin { labels(in: root).contains("13 likes") }
                XCTAssertTrue(labels(in: root).contains("13 likes"), "\(labels(in: root))")
                XCTAssertTrue(descendants(of: root).contains { $0.accessibleLabel == "Unlike" })

                let sending = try XCTUnwrap(descendants(of: root).first { $0.labelText == "Sending…" })
                var opacities: Set<Double> = []
                spin(timeout: 10) {
                    opacities.insert((sending.opacity * 10).rounded() / 10)
                    return opacities.contains(0.3) && opacities.contains(1) && opacities.count > 4
                }
                XCTAssertTrue(opacities.contains(0.3) && opacities.contains(1) && opacities.count > 4, "\(opacities.sorted())")
            }
        }
    }
}

final class WorkoutCarouselProgramTests: ProgramTestCase {
    func testTheNextButtonAndScrollingMoveTheBoundCardAndTheCardsFadeAsTheyLeave() throws {
        try onMain {
            try inWindow(WorkoutCarouselView(), width: 600, height: 600) { root in
                spin(timeout: 30) { labels(in: root).contains("Now: Morning run") }
                XCTAssertTrue(labels(in: root).contains("Now: Morning run"), "\(labels(in: root))")
                let scrolled = descendants(of: root).compactMap { ScrolledWindow.enclosing($0) }
                let carousel = try XCTUnwrap(scrolled.first)
                let page = Double(carousel.width)
                let next = try XCTUnwrap(descendants(of: root).first { $0.accessibleLabel == "Next" })
                _ = next.activate()
                spin(timeout: 30) { carousel.horizontalAdjustment.value == page }
                XCTAssertEqual(carousel.horizontalAdjustment.value, page, "Next set the binding: the second card")
                spin(timeout: 30) { labels(in: root).contains("Now: Cycling") }
                XCTAssertTrue(labels(in: root).contains("Now: Cycling"))
                // The user scrolls on, short of the third card: the carousel
                // comes to rest on it, and the binding follows.
                carousel.horizontalAdjustment.value = 2 * page - 20
                spin(timeout: 30) { labels(in: root).contains("Now: Yoga") }
                XCTAssertTrue(
                    labels(in: root).contains("Now: Yoga"), "\(labels(in: root)) at \(carousel.horizontalAdjustment.value) of \(page)")
            }
        }
    }
}
