import Gtk
import GtkTestSupport
import ToolbarKit
import XCTest

@testable import GtkUI

/// The bar modifiers (`toolbar(_:for:)`, `toolbarBackground`), window
/// styles and `.searchable`, read back from the window's widgets.
final class ToolbarModifierTests: GtkTestCase {
    func testToolbarHiddenHidesTheHeaderBarItemsAndTheBottomBar() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Body")
                    .toolbar {
                        ToolbarItem { Button("Share") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Filter") {} }
                    }
                    .toolbar(.hidden, for: .windowToolbar, .bottomBar))
            defer { fixture.close() }
            XCTAssertFalse(fixture.host.headerBarItems.end.box.isVisible)
            XCTAssertFalse(descendants(fixture.hosting.widget).contains { $0.typeName == "GtkActionBar" })
        }
    }

    func testToolbarVisibleKeepsItemsShown() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Body")
                    .toolbar { ToolbarItem { Button("Share") {} } }
                    .toolbarVisibility(.visible, for: .automatic))
            defer { fixture.close() }
            XCTAssertTrue(fixture.host.headerBarItems.end.box.isMapped)
        }
    }

    func testHiddenToolbarBackgroundIsAFlatHeaderBar() {
        onMain {
            let fixture = ToolbarFixture(Text("Body").toolbarBackground(.hidden, for: .windowToolbar))
            defer { fixture.close() }
            XCTAssertTrue(fixture.host.headerBar.hasCSSClass("flat"))
        }
    }

    func testWindowStylesAskTheHeaderBarForNoTitleAndFlatness() {
        onMain {
            var configurations: [WindowGroupConfiguration] = []
            collectScene(WindowGroup { Text("Body") }.windowStyle(.hiddenTitleBar), into: &configurations)
            XCTAssertEqual(configurations.first?.headerBar.showsTitle, false)
            XCTAssertEqual(configurations.first?.headerBar.backgroundVisibility, .hidden)
            configurations = []
            collectScene(WindowGroup { Text("Body") }.windowToolbarStyle(.unified(showsTitle: false)), into: &configurations)
            XCTAssertEqual(configurations.first?.headerBar.showsTitle, false)
            configurations = []
            collectScene(WindowGroup { Text("Body") }.windowToolbarStyle(.expanded), into: &configurations)
            XCTAssertEqual(configurations.first?.headerBar, HeaderBarSettings())

            let fixture = ToolbarFixture(Text("Body").navigationTitle("Hidden"))
            defer { fixture.close() }
            fixture.host.headerBarItems.windowSettings =
                configurations.isEmpty
                ? HeaderBarSettings()
                : HeaderBarSettings(backgroundVisibility: .hidden, showsTitle: false)
            fixture.settle()
            XCTAssertTrue(fixture.host.headerBar.hasCSSClass("flat"))
        }
    }

    func testWindowToolbarLabelStyleShowsTitlesUnlessAViewSaysOtherwise() {
        onMain {
            var configurations: [WindowGroupConfiguration] = []
            collectScene(WindowGroup { Text("Body") }.windowToolbarLabelStyle(fixed: .titleAndIcon), into: &configurations)
            XCTAssertEqual(configurations.first?.headerBar.labelStyle, .titleAndIcon)
            let fixture = ToolbarFixture(
                VStack {
                    Text("Body").toolbar { Button("Add", systemImage: "plus") {} }
                    Text("Other").toolbar { Button("Remove", systemImage: "minus") {} }.labelStyle(.iconOnly)
                })
            defer { fixture.close() }
            fixture.host.headerBarItems.windowSettings = configurations[0].headerBar
            fixture.hosting.update(
                VStack {
                    Text("Body").toolbar { Button("Add", systemImage: "plus") {} }
                    Text("Other").toolbar { Button("Remove", systemImage: "minus") {} }.labelStyle(.iconOnly)
                })
            fixture.settle()
            let shown = shownLabels(fixture, in: fixture.host.headerBarItems.end.box)
            XCTAssertTrue(shown.contains("Add"), "the scene's style shows the title: \(shown)")
            XCTAssertFalse(shown.contains("Remove"), "the view's own label style wins: \(shown)")
        }
    }

    func testABoundTitleIsRenamedFromTheHeaderBar() {
        onMain {
            let fixture = ToolbarFixture(RenamableDocument())
            defer { fixture.close() }
            XCTAssertEqual(fixture.window.title, "Untitled")
            let field = fixture.host.headerBarItems.renamableTitle.field
            XCTAssertTrue(field.isMapped, "the title is the editable label")
            XCTAssertEqual(field.text, "Untitled")
            field.startEditing()
            field.text = "Budget"
            field.stopEditing(commit: true)
            fixture.settle()
            XCTAssertEqual(fixture.window.title, "Budget", "the binding and the window title follow")
            XCTAssertEqual(shownLabels(fixture), ["Editing Budget"])
            field.startEditing()
            field.text = "   "
            field.stopEditing(commit: true)
            fixture.settle()
            XCTAssertEqual(field.text, "Budget", "an empty name keeps the old one")
            XCTAssertEqual(fixture.window.title, "Budget")
        }
    }

    func testDownUpAndReturnChooseASuggestionFromTheField() {
        onMain {
            let model = SearchModel()
            let fixture = ToolbarFixture(SuggestingView(model: model))
            defer { fixture.close() }
            guard let entry = find(SearchEntry.self, in: fixture.hosting).first,
                let node = find(SearchableNode.self, in: fixture.hosting).first,
                let popover = find(SearchSuggestionsPopover.self, in: fixture.hosting).first
            else { return XCTFail("no search field with suggestions") }
            @MainActor func press(_ keyval: UInt32) -> Bool { node.handleKey(KeyEvent(keyval: keyval, modifiers: [])) }
            XCTAssertFalse(press(Key.down), "no suggestions show: Down is the field's")
            entry.grabFocus()
            fixture.settle()
            XCTAssertTrue(popover.popover.isVisible)
            let rows = find(Gtk::Button.self, in: popover.rows)
            @MainActor func highlighted() -> [Bool] { rows.map { $0.cssClasses.contains("gtkui-suggestion-highlighted") } }
            XCTAssertFalse(press(Key.return), "Return with nothing highlighted is the field's own")
            XCTAssertTrue(press(Key.down))
            XCTAssertEqual(highlighted(), [true, false], "Down highlights the first suggestion")
            XCTAssertTrue(rows[0].isAccessibleSelected, "and screen readers hear it selected")
            XCTAssertTrue(press(Key.down))
            XCTAssertTrue(press(Key.down))
            XCTAssertEqual(highlighted(), [false, true], "Down stops at the last")
            XCTAssertTrue(press(Key.up))
            XCTAssertEqual(highlighted(), [true, false])
            XCTAssertTrue(press(Key.return))
            fixture.settle(0.5)  // GTK shows a button activated from the keyboard pressed for a moment first
            XCTAssertEqual(entry.text, "Apples", "Return chooses the highlighted suggestion")
            XCTAssertEqual(model.query, "Apples")
            XCTAssertFalse(popover.popover.isVisible)
            XCTAssertEqual(highlighted(), [false, false])
            popover.popover.popdown()
        }
    }

    func testSearchSuggestionsShowWhileSearchingAndCompleteTheField() {
        onMain {
            let model = SearchModel()
            let fixture = ToolbarFixture(SuggestingView(model: model))
            defer { fixture.close() }
            guard let entry = find(SearchEntry.self, in: fixture.hosting).first,
                let popover = find(SearchSuggestionsPopover.self, in: fixture.hosting).first
            else {
                return XCTFail("no search field with suggestions")
            }
            find(Gtk::Button.self, in: fixture.hosting).first { $0.isInside(fixture.hosting.widget) }?.grabFocus()
            fixture.settle()
            XCTAssertFalse(popover.popover.isVisible, "no suggestions before searching")
            entry.grabFocus()
            fixture.settle()
            XCTAssertTrue(popover.popover.isVisible, "suggestions show while searching")
            let rows = find(Gtk::Button.self, in: popover.rows)
            XCTAssertEqual(rows.count, 2)
            rows.last?.click()
            fixture.settle()
            XCTAssertEqual(entry.text, "Oranges")
            XCTAssertEqual(model.query, "Oranges", "a completion writes the bound text")
            XCTAssertFalse(popover.popover.isVisible, "choosing one closes the suggestions")
            popover.popover.popdown()
        }
    }

    func testSearchableFieldIsInTheHeaderBarAndWritesTheBinding() {
        onMain {
            let model = SearchModel()
            let fixture = ToolbarFixture(SearchingView(model: model))
            defer { fixture.close() }
            let entries = find(SearchEntry.self, in: fixture.hosting)
            XCTAssertEqual(entries.count, 1)
            guard let entry = entries.first else { return }
            XCTAssertTrue(entry.isInside(fixture.host.headerBarItems.end.box), "the field is in the header bar")
            XCTAssertEqual(entry.accessibleLabel, "Search notes")
            find(Gtk::Button.self, in: fixture.hosting).first { $0.isInside(fixture.hosting.widget) }?.grabFocus()
            fixture.settle()
            XCTAssertEqual(shownLabels(fixture), ["idle", "Content"])
            entry.text = "milk"
            _ = MainLoop.run(timeout: 5) { model.query == "milk" }
            fixture.settle()
            XCTAssertEqual(model.query, "milk", "typing writes the bound text")
            XCTAssertEqual(shownLabels(fixture), ["searching", "Content"], "the content sees isSearching")
            entry.grabFocus()
            fixture.settle()
            XCTAssertTrue(fixture.window.focusWidget?.isInside(entry) ?? false)
            model.dismiss?()
            fixture.settle()
            XCTAssertFalse(fixture.window.focusWidget?.isInside(entry) ?? false, "the field gives the keyboard away")
            XCTAssertEqual(entry.text, "")
            XCTAssertEqual(model.query, "")
            XCTAssertEqual(shownLabels(fixture), ["idle", "Content"], "dismissSearch ends the search")
        }
    }

}

private struct SuggestingView: View {
    let model: SearchModel
    var body: some View {
        VStack {
            Text("Fruit")
            Button("Content") {}
        }
        .searchable(text: Binding(get: { model.query }, set: { model.query = $0 }), prompt: "Search fruit")
        .searchSuggestions {
            Text("Apples").searchCompletion("Apples")
            Text("Oranges").searchCompletion("Oranges")
        }
    }
}

private struct RenamableDocument: View {
    @State private var name = "Untitled"
    var body: some View {
        Text("Editing \(name)").navigationTitle($name)
    }
}

@MainActor
private final class SearchModel {
    var query = ""
    var dismiss: DismissSearchAction?
}

private struct SearchingView: View {
    let model: SearchModel
    @State private var query = ""
    var body: some View {
        VStack {
            SearchStatus(model: model)
            Button("Content") {}
        }
        .searchable(text: Binding(get: { model.query }, set: { model.query = $0 }), prompt: "Search notes")
    }
}

private struct SearchStatus: View {
    let model: SearchModel
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        model.dismiss = dismissSearch
        return Text(isSearching ? "searching" : "idle")
    }
}

/// The texts of the labels in the fixture's content (or under `root`).
@MainActor
private func shownLabels<Content: View>(_ fixture: ToolbarFixture<Content>, in root: Widget? = nil) -> [String] {
    let root = root ?? fixture.hosting.widget
    return find(Gtk::Label.self, in: fixture.hosting).filter { $0.isInside(root) && $0.isMapped }.map(\.text)
}
