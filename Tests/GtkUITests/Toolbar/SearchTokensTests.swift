import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `searchable(text:tokens:…)`, `searchCompletion(_:)` with a token and
/// `searchScopes`, read back from the search field's widgets in the header bar.
final class SearchTokensTests: GtkTestCase {
    func testSuggestionAddsATokenItsButtonAndBackspaceRemoveIt() {
        onMain {
            let model = FruitSearch()
            let fixture = ToolbarFixture(FruitSearchView(model: model))
            defer { fixture.close() }
            guard let parts = find(SearchFieldParts.self, in: fixture.hosting).first,
                let entry = find(SearchEntry.self, in: fixture.hosting).first,
                let popover = find(SearchSuggestionsPopover.self, in: fixture.hosting).first
            else { return XCTFail("no search field with tokens and suggestions") }
            XCTAssertTrue(parts.box.isInside(fixture.host.headerBarItems.end.box), "the field is in the header bar")
            XCTAssertEqual(chipNames(parts), ["Apple"])
            entry.grabFocus()
            entry.text = "pe"
            _ = MainLoop.run(timeout: 5) { model.query == "pe" }
            fixture.settle()
            XCTAssertTrue(popover.popover.isVisible, "suggestions show while searching")
            guard let pear = find(Gtk::Button.self, in: popover.rows).first else { return XCTFail("no suggestion") }
            pear.click()
            fixture.settle()
            XCTAssertEqual(model.tokens.map(\.id), ["Apple", "Pear"], "the completion adds its token")
            XCTAssertEqual(model.query, "", "the text typed to find it goes")
            XCTAssertEqual(chipNames(parts), ["Apple", "Pear"], "the new token shows as a chip")
            XCTAssertEqual(chipTexts(parts), ["Apple", "Pear"], "each chip shows the app's token view")

            let removeApple = find(SearchTokenChip.self, in: parts).first { $0.box.accessibleLabel == "Apple" }
            removeApple?.removeButton.click()
            fixture.settle()
            XCTAssertEqual(model.tokens.map(\.id), ["Pear"], "a chip's button removes its token")
            XCTAssertEqual(chipNames(parts), ["Pear"])

            entry.text = "x"
            entry.cursorPosition = 1
            XCTAssertFalse(parts.handleKey(KeyEvent(keyval: Key.backSpace, modifiers: [])), "Backspace edits the text")
            entry.text = ""
            fixture.settle()
            XCTAssertTrue(parts.handleKey(KeyEvent(keyval: Key.backSpace, modifiers: [])))
            fixture.settle()
            XCTAssertEqual(model.tokens.map(\.id), [], "Backspace at the start removes the last token")
            XCTAssertEqual(chipNames(parts), [])
            popover.popover.popdown()
        }
    }

    func testASuggestionThatLeavesTheListWhenChosenAddsItsToken() throws {
        try onMain {
            let model = FruitSearch()
            model.tokens = []
            let fixture = ToolbarFixture(FilteredFruitSearchView(model: model))
            defer { fixture.close() }
            let entry = try XCTUnwrap(find(SearchEntry.self, in: fixture.hosting).first)
            let popover = try XCTUnwrap(find(SearchSuggestionsPopover.self, in: fixture.hosting).first)
            for (typed, name) in [("p", "Pear"), ("pl", "Plum")] {
                entry.grabFocus()
                entry.text = typed
                fixture.settle()
                XCTAssertTrue(popover.popover.isVisible, "suggestions show while searching")
                let button = try XCTUnwrap(
                    find(Gtk::Button.self, in: popover.rows).first { $0.accessibleLabel == name || labelTexts(in: $0).contains(name) },
                    "\(find(Gtk::Button.self, in: popover.rows).map { labelTexts(in: $0) })")
                XCTAssertFalse(button.focusOnClick, "a click leaves the keyboard in the field")
                button.click()  // the click removes its own button from the suggestions
                fixture.settle()
            }
            XCTAssertEqual(model.tokens.map(\.id), ["Pear", "Plum"])
            XCTAssertEqual(model.query, "")
            XCTAssertTrue(
                find(Gtk::Button.self, in: popover.rows).filter { $0.isVisible && $0.parent != nil }.isEmpty, "nothing left to suggest")
        }
    }

    func testScopesShowWhileSearchingAndWriteTheBinding() {
        onMain {
            let model = FruitSearch()
            let fixture = ToolbarFixture(FruitSearchView(model: model))
            defer { fixture.close() }
            guard let parts = find(SearchFieldParts.self, in: fixture.hosting).first,
                let entry = find(SearchEntry.self, in: fixture.hosting).first
            else { return XCTFail("no search field with scopes") }
            let scopes = find(ToggleButton.self, in: fixture.hosting).filter { $0.isInside(parts.box) }
            XCTAssertEqual(scopes.map { $0.property("label")?.string }, ["All", "Fruit", "Vegetables"])
            XCTAssertEqual(scopes.first?.parent?.hasCSSClass("linked"), true, "a linked row of toggle buttons")
            find(Gtk::Button.self, in: fixture.hosting).first { $0.isInside(fixture.hosting.widget) }?.grabFocus()
            fixture.settle()
            XCTAssertFalse(scopes.first?.parent?.isVisible ?? true, "scopes hide while not searching")
            entry.grabFocus()
            fixture.settle()
            XCTAssertTrue(scopes.first?.parent?.isVisible ?? false, "scopes show while searching")
            XCTAssertEqual(scopes.map(\.isActive), [true, false, false])
            scopes[2].isActive = true
            fixture.settle()
            XCTAssertEqual(model.scope, .vegetables, "choosing a scope writes the binding")
            XCTAssertEqual(scopes.map(\.isActive), [false, false, true])
        }
    }
}

/// The accessible names of the token chips, in order.
@MainActor
private func chipNames(_ parts: SearchFieldParts) -> [String] {
    descendants(parts.box).filter { $0.hasCSSClass(SearchTokenStyle.cssClass) && $0.isVisible }
        .map { $0.accessibleLabel ?? "" }
}

/// The texts the chips show.
@MainActor
private func chipTexts(_ parts: SearchFieldParts) -> [String] {
    descendants(parts.box).filter { $0.hasCSSClass(SearchTokenStyle.cssClass) }
        .flatMap { chip in find(Gtk::Label.self, in: parts).filter { $0.isInside(chip) }.map(\.text) }
}

private struct FruitToken: Identifiable, Hashable {
    let id: String
}

private enum FruitScope: Hashable {
    case all, fruit, vegetables
}

@Observable @MainActor
private final class FruitSearch {
    var query = ""
    var tokens = [FruitToken(id: "Apple")]
    var scope = FruitScope.all
}

/// Suggests only the tokens not chosen yet, as a mail app's filter suggestions do.
private struct FilteredFruitSearchView: View {
    @Bindable var model: FruitSearch
    var body: some View {
        Text("Fruit")
            .searchable(text: $model.query, tokens: $model.tokens, prompt: "Search fruit") { token in Text(token.id) }
            .searchSuggestions {
                ForEach(["Pear", "Plum"].filter { name in !model.tokens.contains { $0.id == name } }, id: \.self) { name in
                    Label(name, systemImage: "leaf").searchCompletion(FruitToken(id: name))
                }
            }
    }
}

private struct FruitSearchView: View {
    @Bindable var model: FruitSearch
    var body: some View {
        VStack {
            Text("Fruit")
            Button("Content") {}
        }
        .searchable(text: $model.query, tokens: $model.tokens, prompt: "Search fruit") { token in
            Text(token.id)
        }
        .searchSuggestions {
            Text("Pear").searchCompletion(FruitToken(id: "Pear"))
        }
        .searchScopes($model.scope) {
            Text("All").tag(FruitScope.all)
            Text("Fruit").tag(FruitScope.fruit)
            Text("Vegetables").tag(FruitScope.vegetables)
        }
    }
}
