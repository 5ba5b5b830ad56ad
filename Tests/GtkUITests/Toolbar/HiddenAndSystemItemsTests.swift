import Gtk
import GtkTestSupport
import ToolbarKit
import XCTest

@testable import GtkUI

/// The names (tooltips) of the items a header-bar box shows, in order.
@MainActor
private func names<Container>(_ children: OrderedChildren<Container>) -> [String] {
    guard children.box.isVisible else { return [] }
    return children.placed.filter(\.isVisible).map { $0.tooltip ?? $0.accessibleLabel ?? $0.typeName }
}

/// The GTK buttons of the window (content and header bar) named `name`.
@MainActor
private func button<V: View>(_ name: String, in fixture: ToolbarFixture<V>) -> Gtk::Button? {
    (find(Gtk::Button.self, in: fixture.hosting) + find(Gtk::Button.self, in: fixture.host)).first { button in
        button.accessibleLabel == name || button.tooltip == name
            || ([button] + fixture.descendants(of: button)).contains { $0.property("label")?.string == name }
    }
}

/// A downloads button whose count is its own `@State`, to see it survive being hidden.
private struct DownloadsButton: View {
    @State private var count = 0
    var body: some View { Button("Downloads \(count)") { count += 1 } }
}

/// A browser whose Downloads item shows only while there are downloads.
private struct BrowserView: View {
    @State private var showDownloads = false
    var body: some View {
        Button(showDownloads ? "Hide Downloads" : "Show Downloads") { showDownloads.toggle() }
            .toolbar {
                ToolbarItem { Button("Reload") {} }
                ToolbarItem { DownloadsButton() }
                    .hidden(!showDownloads)
                ToolbarItem(placement: .principal) { Text("Address") }
                    .hidden(showDownloads)
                ToolbarItem { Button("Share") {} }
            }
    }
}

/// A share group whose Collaborate button shows only during a session.
private struct CollaborationView: View {
    @State private var inCollaboration = false
    var body: some View {
        Button(inCollaboration ? "Leave Session" : "Join Session") { inCollaboration.toggle() }
            .toolbar {
                ToolbarItem {
                    ControlGroup {
                        Button("Share") {}
                        Button("Collaborate") {}
                            .toolbarItemHidden(!inCollaboration)
                    }
                }
            }
    }
}

/// A customizable toolbar whose "stop" item shows only while loading.
private struct LoadingView: View {
    @State private var isLoading = false
    var body: some View {
        Button(isLoading ? "Finish" : "Load") { isLoading.toggle() }
            .toolbar(id: "browser") {
                ToolbarItem(id: "back") { Button("Back") {} }
                ToolbarItem(id: "stop") { Button("Stop") {} }
                    .hidden(!isLoading)
                ToolbarItem(id: "reload") { Button("Reload") {} }
            }
    }
}

/// A page that hides its navigation bar until asked.
private struct ImmersiveView: View {
    @State private var isImmersive = true
    var body: some View {
        Button(isImmersive ? "Show Bar" : "Hide Bar") { isImmersive.toggle() }
            .navigationTitle("Photo")
            .toolbar { ToolbarItem { Button("Edit") {} } }
            .navigationBarHidden(isImmersive)
    }
}

/// A list whose search field is focused by a button and a focus state.
private struct FindView: View {
    let control: FocusControl<Bool>
    @FocusState private var isSearchFocused: Bool
    @State private var query = ""
    @State private var notes = ""
    var body: some View {
        control.set = { [$isSearchFocused] in $isSearchFocused.wrappedValue = $0 }
        control.read = { [$isSearchFocused] in $isSearchFocused.wrappedValue }
        return VStack {
            Button("Find") { isSearchFocused = true }
            TextEditor(text: $notes)
        }
        .searchable(text: $query, prompt: "Search Notes")
        .searchFocused($isSearchFocused)
    }
}

private enum Pane: Hashable { case search, notes }

/// The same with one `FocusState<Pane?>` for the search field and the editor.
private struct PanesView: View {
    let control: FocusControl<Pane?>
    @FocusState private var focus: Pane?
    @State private var query = ""
    @State private var notes = ""
    var body: some View {
        control.set = { [$focus] in $focus.wrappedValue = $0 }
        control.read = { [$focus] in $focus.wrappedValue }
        return TextEditor(text: $notes)
            .focused($focus, equals: .notes)
            .searchable(text: $query)
            .searchFocused($focus, equals: .search)
    }
}

/// A split view whose detail puts the sidebar toggle at the end, while it wants to.
private struct LibraryView: View {
    @State private var movesToggle = true
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Button(movesToggle ? "Toggle At Start" : "Toggle At End") { movesToggle.toggle() }
                .toolbar {
                    if movesToggle {
                        DefaultToolbarItem(kind: .sidebarToggle, placement: .primaryAction)
                    }
                    ToolbarItem { Button("Share") {} }
                }
        }
    }
}

/// A name field that the toolbar's Rename button focuses.
private struct RenamingView: View {
    @FocusState private var isRenaming: Bool
    @State private var name = "Untitled"
    var body: some View {
        TextField("Name", text: $name)
            .focused($isRenaming)
            .toolbar { ToolbarItem { RenameButton() } }
            .renameAction($isRenaming)
    }
}

/// `.hidden(_:)` on toolbar content, the iOS navigation-bar forms,
/// `searchFocused`, `DefaultToolbarItem(kind: .sidebarToggle)` and
/// `commandsReplaced`, read back from the real header bar and menu bar.
final class HiddenAndSystemItemsTests: GtkTestCase {
    func testAHiddenItemLeavesTheHeaderBarAndComesBackWithItsState() {
        onMain {
            let fixture = ToolbarFixture(BrowserView())
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            XCTAssertEqual(names(items.end), ["Reload", "Share"], "the hidden Downloads item is not in the bar")
            XCTAssertEqual(names(items.title), ["Address"])
            button("Show Downloads", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(names(items.end), ["Reload", "Downloads 0", "Share"], "back in its declared place")
            XCTAssertTrue(items.title.placed.isEmpty, "the principal item hid: the title is back")
            button("Downloads 0", in: fixture)?.click()
            fixture.settle()
            XCTAssertTrue(button("Downloads 1", in: fixture)?.isInside(items.end.box) ?? false, "its view counts")
            button("Hide Downloads", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(names(items.end), ["Reload", "Share"])
            XCTAssertFalse(button("Downloads 1", in: fixture)?.isMapped ?? false)
            button("Show Downloads", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(items.end.placed.count, 3, "back between Reload and Share")
            guard let downloads = button("Downloads 1", in: fixture) else { return XCTFail("its view lost its state while hidden") }
            XCTAssertTrue(downloads.isInside(items.end.placed[1]) && downloads.isMapped, "on screen, in its place")
        }
    }

    func testAHiddenCustomizableItemKeepsItsPlaceInTheUsersLayout() {
        onMain {
            let fixture = ToolbarFixture(LoadingView())
            defer { fixture.close() }
            XCTAssertEqual(fixture.shownOrder, ["back", "reload"], "hidden: not in the bar")
            XCTAssertEqual(fixture.model.layout.entries.compactMap(\.itemID), ["back", "stop", "reload"], "still in the layout")
            XCTAssertNotNil(fixture.model.catalog.item(id: "stop"), "and offered by the Customize Toolbar palette")
            XCTAssertFalse(fixture.renderer.overflow.listedItemIDs.contains("stop"), "nor in the overflow menu")
            button("Load", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(fixture.shownOrder, ["back", "stop", "reload"], "shown again where the layout has it")
            try? fixture.model.move(from: 1, to: 0)
            button("Finish", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(fixture.shownOrder, ["back", "reload"])
            XCTAssertEqual(fixture.model.layout.entries.compactMap(\.itemID), ["stop", "back", "reload"], "the user's move is kept")
            button("Load", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(fixture.shownOrder, ["stop", "back", "reload"])
        }
    }

    func testToolbarItemHiddenHidesOneViewOfAControlGroup() {
        onMain {
            let fixture = ToolbarFixture(CollaborationView())
            defer { fixture.close() }
            let end = fixture.host.headerBarItems.end
            guard let share = button("Share", in: fixture), let collaborate = button("Collaborate", in: fixture)
            else { return XCTFail("buttons missing") }
            XCTAssertEqual(end.placed.count, 1, "one item")
            XCTAssertTrue(share.isMapped)
            XCTAssertFalse(collaborate.isVisible, "hidden inside its group")
            let hiddenWidth = end.box.width
            button("Join Session", in: fixture)?.click()
            fixture.settle()
            XCTAssertTrue(collaborate.isMapped && share.isMapped, "both buttons of the group show")
            XCTAssertGreaterThan(end.box.width, hiddenWidth, "the hidden button took no room")
            button("Leave Session", in: fixture)?.click()
            fixture.settle()
            XCTAssertFalse(collaborate.isVisible)
            XCTAssertTrue(share.isMapped)
        }
    }

    func testNavigationBarItemsGoToTheStartAndTheEndOfTheHeaderBar() {
        onMain {
            let fixture = ToolbarFixture(
                NavigationStack {
                    List {
                        Text("Chocolate")
                        Text("Vanilla")
                    }
                    .navigationTitle("Today's Flavors")
                    .navigationBarItems(
                        leading: Button("Hours") {},
                        trailing: HStack {
                            Button("Favorites") {}
                            Button("Specials") {}
                        })
                })
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            XCTAssertEqual(names(items.start), ["Hours"])
            XCTAssertEqual(items.end.placed.count, 1, "the trailing view is one item")
            guard let favorites = button("Favorites", in: fixture), let specials = button("Specials", in: fixture),
                let hours = button("Hours", in: fixture)
            else { return XCTFail("buttons missing") }
            XCTAssertTrue(favorites.isInside(items.end.box) && specials.isInside(items.end.box))
            let header = fixture.host.headerBar
            guard let f = favorites.bounds(relativeTo: header), let s = specials.bounds(relativeTo: header),
                let h = hours.bounds(relativeTo: header)
            else { return XCTFail("not laid out") }
            XCTAssertLessThan(f.x, s.x, "in the order declared")
            XCTAssertLessThan(h.x + h.width, Double(header.width) / 2, "leading at the start")
            XCTAssertGreaterThan(f.x, Double(header.width) / 2, "trailing at the end")

            let trailingOnly = ToolbarFixture(Text("x").navigationBarItems(trailing: Button("Add") {}))
            defer { trailingOnly.close() }
            XCTAssertEqual(names(trailingOnly.host.headerBarItems.end), ["Add"])
            XCTAssertEqual(names(trailingOnly.host.headerBarItems.start), [])
            let leadingOnly = ToolbarFixture(Text("x").navigationBarItems(leading: Button("Edit") {}))
            defer { leadingOnly.close() }
            XCTAssertEqual(names(leadingOnly.host.headerBarItems.start), ["Edit"])
        }
    }

    func testNavigationBarHiddenTakesTheItemsAndTitleAwayUntilShownAgain() {
        onMain {
            let fixture = ToolbarFixture(ImmersiveView())
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            XCTAssertFalse(items.end.box.isVisible, "no items while the bar is hidden")
            XCTAssertEqual(items.settings.showsTitle, false, "nor a title")
            XCTAssertEqual(fixture.window.title, "Photo", "the window keeps its title for the desktop")
            button("Show Bar", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(names(items.end), ["Edit"])
            XCTAssertTrue(button("Edit", in: fixture)?.isMapped ?? false)
            XCTAssertNotEqual(items.settings.showsTitle, false)
        }
    }

    func testSearchFocusedMovesTheKeyboardToTheSearchFieldAndReadsItBack() {
        onMain {
            let control = FocusControl<Bool>()
            let fixture = ToolbarFixture(FindView(control: control))
            defer { fixture.close() }
            guard let entry = find(SearchEntry.self, in: fixture.hosting).first,
                let editor = fixture.descendants(of: fixture.hosting.widget).first(where: { $0.typeName == "GtkTextView" })
            else { return XCTFail("no search field or editor") }
            let window = fixture.window
            @MainActor func searchHasKeyboard() -> Bool { window.focusWidget?.isInside(entry) ?? false }
            XCTAssertFalse(searchHasKeyboard())
            XCTAssertEqual(control.read?(), false)
            button("Find", in: fixture)?.click()
            fixture.settle()
            XCTAssertTrue(searchHasKeyboard(), "setting the state focuses the GTK search entry")
            XCTAssertEqual(control.read?(), true)
            editor.moveFocusHere()
            fixture.settle()
            XCTAssertFalse(searchHasKeyboard())
            XCTAssertEqual(control.read?(), false, "the user moved the keyboard away: the state follows")
            XCTAssertTrue(entry.grabFocus())
            fixture.settle()
            XCTAssertEqual(control.read?(), true, "and into the field (a click, Ctrl+F)")
            control.set?(false)
            fixture.settle()
            XCTAssertFalse(searchHasKeyboard(), "false gives the keyboard back")
        }
    }

    func testASidebarToggleItemMovesTheSplitViewsToggleWhereDeclared() {
        onMain {
            let fixture = ToolbarFixture(LibraryView())
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            guard let toggle = find(Gtk::ToggleButton.self, in: fixture.host).first(where: { $0.accessibleLabel == "Toggle Sidebar" })
            else { return XCTFail("no sidebar toggle") }
            XCTAssertEqual(names(items.end), ["Toggle Sidebar", "Share"], "the toggle is the first end item, as declared")
            XCTAssertTrue(toggle.isInside(items.end.box))
            XCTAssertTrue(toggle.isMapped)
            let sidebar = find(Gtk::Label.self, in: fixture.hosting).first { $0.text == "Sidebar" }
            XCTAssertTrue(sidebar?.isMapped ?? false)
            toggle.click()
            fixture.settle()
            XCTAssertFalse(sidebar?.isMapped ?? true, "it still hides the sidebar from there")
            toggle.click()
            fixture.settle()
            button("Toggle At Start", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(names(items.end), ["Share"])
            XCTAssertFalse(toggle.isInside(items.end.box))
            XCTAssertTrue(toggle.isInside(fixture.host.headerBar) && toggle.isMapped, "back in the header bar")
            guard let bounds = toggle.bounds(relativeTo: fixture.host.headerBar) else { return XCTFail("not laid out") }
            XCTAssertLessThan(bounds.x, Double(fixture.host.headerBar.width) / 2, "at its start")
            button("Toggle At End", in: fixture)?.click()
            fixture.settle()
            XCTAssertEqual(names(items.end), ["Toggle Sidebar", "Share"], "and at the end again")
        }
    }

    func testCommandsReplacedSwapsTheScenesNewWindowForItsOwnCommands() {
        onMain {
            let runtime = AppRuntime(
                appID: "org.gtkui.HiddenAndSystemItemsTests", about: AboutInfo(name: "Clipboard", version: "1"),
                scene: WindowGroup { Text("x") }
                    .commandsReplaced {
                        CommandGroup(after: .newItem) { Button("New Clipboard Window") {} }
                    })
            defer { runtime.resignCurrent() }
            runtime.menuBar.build()
            let file = runtime.menuBar.menu.outline.first { $0.label == "File" }
            let labels = file?.sectionLabels.flatMap { $0 } ?? []
            XCTAssertFalse(labels.contains("New Window"), "\(labels)")
            XCTAssertTrue(labels.contains("New Clipboard Window"), "\(labels)")
            XCTAssertFalse(runtime.offersNewWindow)
        }
    }

    func testClosingTheWindowReleasesTheSlotsAndFocusWatchers() {
        onMain {
            @MainActor func open() {
                let control = FocusControl<Bool>()
                let fixture = ToolbarFixture(
                    VStack {
                        LibraryView()
                        FindView(control: control)
                        BrowserView()
                    })
                control.set?(true)
                fixture.settle()
                button("Show Downloads", in: fixture)?.click()
                fixture.settle()
                fixture.close()
            }
            open()
            settle(0.3)
            let before = liveCounts()
            open()
            assertAllReleased(since: before, timeout: 10)
        }
    }
}

/// `searchFocused(_:equals:)` sharing a `FocusState<Pane?>` with the
/// content, and `renameAction(_: FocusState<Bool>.Binding)` focusing the
/// field bound to it.
///
/// Apart from the class above, which runs under valgrind: memcheck reports
/// uninitialised reads in Swift's generic value copies here (of the
/// `Pane?` value `focused(_:equals:)` keeps, intermittently; of
/// `RenameButton`'s default `Label<Text, Image>`, as TabViewTests' labels
/// do), with no GtkUI unsafe code on the stacks.
final class FocusBindingToolbarTests: GtkTestCase {
    func testRenameButtonInAContextMenuRunsTheRenameActionOfItsView() throws {
        try onMain {
            var renamed = 0
            let fixture = ToolbarFixture(
                VStack {
                    Text("Plain").contextMenu { RenameButton() }
                    Text("Renamable").contextMenu { RenameButton() }.renameAction { renamed += 1 }
                })
            defer { fixture.close() }
            let menus = find(ContextMenuNode.self, in: fixture.hosting)
            XCTAssertEqual(menus.count, 2)
            for (index, node) in menus.enumerated() {
                let row = try XCTUnwrap(node.widgets.first)
                node.open(on: row, at: Rect(x: 1, y: 1, width: 1, height: 1))
                XCTAssertEqual(node.openMenu?.labels, ["Rename"])
                _ = row.activateAction("context-menu.item-1")
                XCTAssertEqual(renamed, index, index == 0 ? "no rename action: the item is disabled" : "the view's action ran")
                node.closeMenu()
            }
        }
    }

    func testSearchFocusedEqualsSharesOneStateWithTheContent() {
        onMain {
            let control = FocusControl<Pane?>()
            let fixture = ToolbarFixture(PanesView(control: control))
            defer { fixture.close() }
            guard let entry = find(SearchEntry.self, in: fixture.hosting).first,
                let editor = fixture.descendants(of: fixture.hosting.widget).first(where: { $0.typeName == "GtkTextView" })
            else { return XCTFail("no search field or editor") }
            control.set?(.search)
            fixture.settle()
            XCTAssertTrue(fixture.window.focusWidget?.isInside(entry) ?? false)
            control.set?(.notes)
            fixture.settle()
            XCTAssertTrue(editor.hasFocus, "the same state moves the keyboard to the editor")
            XCTAssertTrue(entry.grabFocus())
            fixture.settle()
            XCTAssertEqual(control.read?(), .search)
            control.set?(nil)
            fixture.settle()
            XCTAssertFalse(fixture.window.focusWidget?.isInside(entry) ?? false, "nil: nothing has the keyboard")
            XCTAssertFalse(editor.hasFocus)
        }
    }

    func testRenameButtonFocusesTheFieldBoundToTheRenameFocusState() {
        onMain {
            let fixture = ToolbarFixture(RenamingView())
            defer { fixture.close() }
            guard let rename = button("Rename", in: fixture),
                let field = find(Gtk::TextField.self, in: fixture.hosting).first
            else { return XCTFail("no Rename button or name field") }
            XCTAssertTrue(rename.isInside(fixture.host.headerBarItems.end.box))
            XCTAssertTrue(rename.isSensitive, "a rename action is set: the button is enabled")
            fixture.window.unsetFocus()
            fixture.settle()
            XCTAssertFalse(fixture.window.focusWidget?.isInside(field) ?? false)
            rename.click()
            fixture.settle()
            XCTAssertTrue(fixture.window.focusWidget?.isInside(field) ?? false, "the name field has the keyboard")
        }
    }
}
