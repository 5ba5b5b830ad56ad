import Gtk
import GtkTestSupport
import ToolbarKit
import XCTest

@testable import GtkUI

/// The buttons of the window's header bar, by name, for positions.
@MainActor
private func headerButton<V: View>(_ name: String, in fixture: ToolbarFixture<V>) -> Gtk::Button? {
    find(Gtk::Button.self, in: fixture.host).first { $0.accessibleLabel == name || $0.tooltip == name }
        ?? find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == name || $0.tooltip == name }
}

/// A document whose title and subtitle change under its title menu.
private struct RenamingDocument: View {
    @State var name = "Draft"
    @State var edits = 0
    var body: some View {
        Button("Rename") {
            name = "Report"
            edits += 1
        }
        .navigationTitle(name)
        .navigationSubtitle("\(edits) edits")
        .toolbarTitleMenu {
            Button("Duplicate") {}
        }
    }
}

/// A document whose title menu renames its bound title (SwiftUI's documented pattern).
private struct TitleMenuRenaming: View {
    @State var name = "Draft"
    var body: some View {
        Text("Editing \(name)")
            .navigationTitle($name)
            .toolbarTitleMenu {
                RenameButton()
                Button("Duplicate") {}
            }
    }
}

/// The title menu's button and the Rename button inside it.
@MainActor
private func titleMenuAndRename<V: View>(in fixture: ToolbarFixture<V>) -> (menu: MenuButton, rename: Gtk::Button)? {
    guard let column = find(WindowTitleNode.self, in: fixture.hosting).first?.widget,
        let menu = find(MenuButton.self, in: fixture.hosting).first(where: { column.isInside($0) }),
        let rename = find(Gtk::Button.self, in: fixture.hosting).first(where: { $0.accessibleLabel == "Rename" })
    else { return nil }
    return (menu, rename)
}

/// `.toolbar { }` symbols read back from the real header bar and action
/// bar: spacers, bar colours, the title menu, system items placed where
/// declared.
final class ToolbarItemsTests: GtkTestCase {
    func testSpacersMakeFixedAndFlexibleRoomInTheHeaderBar() throws {
        try onMain {
            // SwiftUI's `SpacerSizing` is a top-level type; the nested spelling stays too.
            let fixed: SpacerSizing = .fixed
            XCTAssertEqual(fixed, ToolbarSpacer.SpacerSizing.fixed)
            let fixture = ToolbarFixture(
                Text("content")
                    .navigationTitle("Spaces")
                    .toolbar {
                        ToolbarItem { Button("Reload") {} }
                        ToolbarSpacer(.flexible)
                        ToolbarItem { Button("Share") {} }
                        ToolbarSpacer(fixed)
                        ToolbarItem { Button("Info") {} }
                        ToolbarItem(placement: .navigation) { Button("Back") {} }
                    }, width: 900)
            defer { fixture.close() }
            let header = fixture.host.headerBar
            guard let reload = headerButton("Reload", in: fixture)?.bounds(relativeTo: header),
                let share = headerButton("Share", in: fixture)?.bounds(relativeTo: header),
                let info = headerButton("Info", in: fixture)?.bounds(relativeTo: header)
            else { return XCTFail("items missing") }
            XCTAssertEqual(fixture.host.headerBarItems.items(in: .headerEnd).count, 5, "spacers are items of their placement")
            guard let centre = fixture.host.headerBarItems.centre?.host.bounds(relativeTo: header),
                let title = fixture.host.headerBarItems.titleColumn.box.bounds(relativeTo: header)
            else { return XCTFail("no centre") }
            XCTAssertEqual(title.x + title.width / 2, Double(header.width) / 2, accuracy: 2, "the title stays centred on the bar")
            XCTAssertEqual(reload.x - (title.x + title.width), 6, accuracy: 1, "before the flexible space: next to the title")
            let buttons = try XCTUnwrap(
                descendants(fixture.host.headerBarItems.centre!.host).first { $0.typeName == "GtkWindowControls" && $0.hasCSSClass("end") }
                    .flatMap { $0.bounds(relativeTo: header) }, "the window buttons are the centre's")
            let beforeButtons = buttons.x - (info.x + info.width)
            XCTAssertTrue((6...14).contains(beforeButtons), "after it: at the bar's end, next to the window buttons (\(beforeButtons) px)")
            XCTAssertEqual(buttons.x + buttons.width, centre.x + centre.width, accuracy: 1)
            XCTAssertFalse(header.property("show-title-buttons")?.bool ?? true, "GTK's own buttons are hidden meanwhile")
            let back = try XCTUnwrap(headerButton("Back", in: fixture)?.bounds(relativeTo: header))
            XCTAssertLessThan(back.x - centre.x, 2, "the start items begin at the bar's start (no window buttons there)")
            XCTAssertGreaterThan(share.x - (reload.x + reload.width), 40, "the flexible space takes the room left")
            let gap = info.x - (share.x + share.width)
            XCTAssertGreaterThanOrEqual(gap, 16 + 2 * 6 - 1, "a fixed space: 16 px between the items' spacing")
            XCTAssertLessThan(gap, 40)
        }
    }

    func testBarColoursArePaintedOnTheHeaderBarAndTheActionBar() {
        onMain {
            let fixture = ToolbarFixture(
                Text("content")
                    .toolbar {
                        ToolbarItem { Button("Add") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
                    }
                    .toolbarBackground(Color.blue, for: .navigationBar, .bottomBar)
                    .toolbarColorScheme(.dark, for: .navigationBar))
            defer { fixture.close() }
            guard let styler = fixture.host.headerBarItems.barStyler else { return XCTFail("the header bar is not painted") }
            XCTAssertTrue(fixture.host.headerBar.cssClasses.contains { $0.hasPrefix("gtkui-bar-") })
            XCTAssertTrue(styler.css.contains("background-color: \(Color.blue.css)"), styler.css)
            XCTAssertTrue(styler.css.contains("label") && styler.css.contains("color: #ffffff"), styler.css)
            let bottom = find(ToolbarContentNode.self, in: fixture.hosting).first?.bottomStyler
            XCTAssertTrue(bottom?.css.contains("actionbar.") ?? false, bottom?.css ?? "no bottom styler")
            XCTAssertFalse(bottom?.css.contains("#ffffff") ?? true, "the colour scheme asked for the navigation bar only")
        }
    }

    func testAHiddenBackgroundHidesAPaintedOne() {
        onMain {
            let fixture = ToolbarFixture(
                Text("content")
                    .toolbar { Button("Add") {} }
                    .toolbarBackground(Color.indigo, for: .windowToolbar)
                    .toolbarBackgroundVisibility(.hidden, for: .windowToolbar)
                    .toolbarForegroundStyle(Color.orange, for: .windowToolbar))
            defer { fixture.close() }
            XCTAssertTrue(fixture.host.headerBar.cssClasses.contains("flat"))
            let css = fixture.host.headerBarItems.barStyler?.css ?? ""
            XCTAssertFalse(css.contains("background-color"), "a flat bar is not filled: \(css)")
            XCTAssertTrue(css.contains("color: \(Color.orange.css)"), "the foreground stays: \(css)")
        }
    }

    func testAForegroundStyleColoursTheBarsText() {
        onMain {
            let fixture = ToolbarFixture(
                Text("content").toolbar { Button("Add") {} }.toolbarForegroundStyle(.tint, for: .windowToolbar))
            defer { fixture.close() }
            let css = fixture.host.headerBarItems.barStyler?.css ?? ""
            XCTAssertTrue(css.contains("color: @theme_selected_bg_color"), css)
            XCTAssertFalse(css.contains("background-color"), css)
        }
    }

    func testTheTitleMenuFollowsTheTitleAndSubtitle() {
        onMain {
            let fixture = ToolbarFixture(RenamingDocument())
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            guard let column = find(WindowTitleNode.self, in: fixture.hosting).first?.widget else {
                return XCTFail("no title column")
            }
            guard let button = find(MenuButton.self, in: fixture.hosting).first(where: { column.isInside($0) }) else {
                return XCTFail("the title menu does not show the title")
            }
            XCTAssertTrue(items.title.box.isMapped, "the title menu is in the title's place")
            @MainActor func shown() -> [String] {
                column.children.filter(\.isVisible).compactMap { $0.property("label")?.string }
            }
            XCTAssertEqual(shown(), ["Draft", "0 edits"])
            XCTAssertEqual(button.accessibleLabel, "Draft")
            find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Rename" }?.click()
            fixture.settle()
            XCTAssertEqual(shown(), ["Report", "1 edits"])
            XCTAssertEqual(button.accessibleLabel, "Report")
        }
    }

    func testARenameButtonInTheTitleMenuRenamesTheBoundTitle() {
        onMain {
            let fixture = ToolbarFixture(TitleMenuRenaming())
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            guard let found = titleMenuAndRename(in: fixture) else { return XCTFail("no title menu with a Rename button") }
            let (menu, rename) = found
            XCTAssertTrue(menu.isMapped, "the title menu is in the title's place")
            XCTAssertTrue(rename.isSensitive, "the bound title gives the menu's Rename button its action")
            let field = items.renamableTitle.field
            XCTAssertFalse(field.isMapped, "the title is not editable until Rename is chosen")
            rename.click()
            fixture.settle()
            XCTAssertTrue(field.isMapped && field.isEditing, "Rename puts the editable title in the menu's place, editing")
            XCTAssertFalse(menu.isMapped)
            field.text = "Budget"
            field.stopEditing(commit: true)
            fixture.settle()
            XCTAssertEqual(fixture.window.title, "Budget", "the binding and the window title follow")
            XCTAssertTrue(
                find(Gtk::Label.self, in: fixture.hosting).contains { $0.text == "Editing Budget" && $0.isMapped },
                "the view shows the new name")
            XCTAssertTrue(menu.isMapped, "the title menu comes back when editing ends")
            XCTAssertFalse(field.isMapped)
            XCTAssertEqual(menu.accessibleLabel, "Budget")
        }
    }

    func testATitleMenuOfACustomizableWindowIsItsTitle() {
        onMain {
            let fixture = ToolbarFixture(
                TitleMenuRenaming()
                    .toolbar(id: "editor") {
                        ToolbarItem(id: "bold") { Button("Bold") {} }
                    }, width: 900)
            defer { fixture.close() }
            let strip = fixture.renderer.strip
            let titles = find(Gtk::Label.self, in: fixture.hosting).filter { $0.text == "Draft" && $0.isMapped && $0.isInside(strip) }
            XCTAssertEqual(titles.count, 1, "the title shows once, as the title menu")
            guard let found = titleMenuAndRename(in: fixture) else { return XCTFail("no title menu with a Rename button") }
            let (menu, rename) = found
            XCTAssertTrue(menu.isMapped && menu.isInside(strip), "the title menu is in the strip")
            guard let bold = fixture.slot("bold")?.box.bounds(relativeTo: strip), let place = menu.bounds(relativeTo: strip)
            else { return XCTFail("no bounds") }
            XCTAssertLessThan(place.x + place.width, bold.x, "the title menu is where the title is")
            let field = fixture.host.headerBarItems.renamableTitle.field
            XCTAssertFalse(field.isMapped, "the title shows once: no editable title beside the menu")
            XCTAssertFalse(fixture.renderer.titleColumn.box.isMapped, "nor the plain title column")
            rename.click()
            fixture.settle()
            XCTAssertTrue(field.isMapped && field.isEditing, "Rename puts the editable title in the menu's place")
            XCTAssertFalse(menu.isMapped)
            field.text = "Budget"
            field.stopEditing(commit: true)
            fixture.settle()
            XCTAssertEqual(fixture.window.title, "Budget")
            XCTAssertTrue(menu.isMapped, "the title menu comes back")
            XCTAssertFalse(field.isMapped)
        }
    }

    func testARenameButtonInATitleMenuOfAFixedTitleIsDisabled() {
        onMain {
            let fixture = ToolbarFixture(
                Text("content").navigationTitle("Fixed").toolbarTitleMenu { RenameButton() })
            defer { fixture.close() }
            guard let rename = find(Gtk::Button.self, in: fixture.hosting).first(where: { $0.accessibleLabel == "Rename" })
            else { return XCTFail("no Rename button") }
            XCTAssertFalse(rename.isSensitive, "nothing to rename: SwiftUI disables the button")
        }
    }

    func testDefaultItemsPlaceTheSearchFieldAndTheTitleWhereDeclared() {
        onMain {
            let fixture = ToolbarFixture(
                Text("content")
                    .navigationTitle("Calendars")
                    .searchable(text: .constant(""), prompt: "Search Events")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Calendars") {} }
                        DefaultToolbarItem(kind: .search, placement: .bottomBar)
                        ToolbarItem(placement: .bottomBar) { Button("Inbox") {} }
                        DefaultToolbarItem(kind: .title, placement: .navigation)
                    })
            defer { fixture.close() }
            guard let entry = find(SearchEntry.self, in: fixture.hosting).first,
                let bar = find(ToolbarContentNode.self, in: fixture.hosting).first?.widgetsByRegion[.bottomStart]
            else { return XCTFail("no search field or bottom bar") }
            XCTAssertEqual(bar.count, 3)
            XCTAssertTrue(entry.isInside(bar[1]), "the search field sits between the two bottom items")
            XCTAssertFalse(entry.isInside(fixture.host.headerBar), "and no longer in the header bar")
            guard let title = find(WindowTitleNode.self, in: fixture.hosting).first?.widget else { return XCTFail("no title item") }
            XCTAssertTrue(title.isInside(fixture.host.headerBarItems.start.box), "the title leads the header bar")
            XCTAssertEqual(title.children.first?.property("label")?.string, "Calendars")
            XCTAssertEqual(fixture.host.headerBarItems.settings.showsTitle, false, "the centre stays empty")
        }
    }

    func testRemovingTheTitleEmptiesTheCentre() {
        onMain {
            let fixture = ToolbarFixture(Text("content").navigationTitle("Hidden").toolbar(removing: .title))
            defer { fixture.close() }
            XCTAssertEqual(fixture.host.headerBarItems.settings.showsTitle, false)
            XCTAssertEqual(fixture.window.title, "Hidden", "the window keeps its title for the desktop")
        }
    }

    func testPlainItemsOfACustomizableWindowSitInItsStripByPlacement() {
        onMain {
            let fixture = ToolbarFixture(
                Text("content")
                    .navigationTitle("Editor")
                    .toolbar {
                        ToolbarItem(placement: .navigation) { Button("Back") {} }
                        ToolbarItem(placement: .primaryAction) { Button("Publish") {} }
                    }
                    .toolbar(id: "editor") {
                        ToolbarItem(id: "bold") { Button("Bold") {} }
                        ToolbarItem(id: "italic") { Button("Italic") {} }
                    }, width: 900)
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            let strip = fixture.renderer.strip
            XCTAssertTrue(items.start.box.isInside(strip), "the plain start items are in the strip")
            XCTAssertTrue(items.end.box.isInside(strip), "the plain end items are in the strip")
            guard let back = headerButton("Back", in: fixture)?.bounds(relativeTo: strip),
                let publish = headerButton("Publish", in: fixture)?.bounds(relativeTo: strip),
                let italic = fixture.slot("italic")?.box.bounds(relativeTo: strip),
                let title = fixture.renderer.titleLabel.bounds(relativeTo: strip)
            else { return XCTFail("items missing") }
            XCTAssertLessThan(back.x + back.width, title.x, "navigation items before the title")
            XCTAssertLessThan(title.x + title.width, italic.x)
            XCTAssertLessThan(italic.x + italic.width, publish.x, "plain trailing items after the customizable ones")
            XCTAssertEqual(fixture.model.layout.entries.compactMap(\.itemID), ["bold", "italic"], "not part of the customizable layout")
        }
    }

    func testTheUsersLabelStyleIsWrittenToTheScenesBinding() {
        onMain {
            let chosen = Shared(ToolbarLabelStyle.iconOnly)
            let view = Text("content").toolbar { Button("Share", systemImage: "square.and.arrow.up") {} }
            let fixture = ToolbarFixture(view)
            defer { fixture.close() }
            fixture.host.toolbarLabelStyle = chosen.binding
            fixture.host.headerBarItems.windowSettings.labelStyle = chosen.value.kind
            fixture.host.rerenderContent = { [hosting = fixture.hosting] in hosting.update(view) }
            fixture.host.rerenderContent?()
            fixture.settle()
            guard let share = headerButton("Share", in: fixture) else { return XCTFail("no Share") }
            XCTAssertEqual(share.children.map(\.typeName), ["GtkImage"], "icon only, as the binding says")
            XCTAssertEqual(fixture.host.labelStyleMenu?.menu.flattenedLabels, ["Icon and Text", "Icon Only", "Text Only"])
            // What choosing "Icon and Text" in the right-click menu does.
            XCTAssertTrue(fixture.window.activateAction("labelstyle.style", .string("iconAndText")))
            fixture.settle()
            XCTAssertEqual(chosen.value, .titleAndIcon, "the choice is written to the binding")
            XCTAssertEqual(share.children.first.map(childTypes), ["GtkImage", "GtkLabel"], "icon above its title")
            XCTAssertEqual(ToolbarLabelStyle(rawValue: chosen.value.rawValue), .titleAndIcon, "storable in @AppStorage")
        }
    }

    func testACustomizableToolbarsDisplayModeWritesTheBinding() {
        onMain {
            let chosen = Shared(ToolbarLabelStyle.titleOnly)
            let window = Gtk::Window()
            let host = WindowHost(window: window, registry: ToolbarRegistry())
            host.toolbarLabelStyle = chosen.binding
            let hosting = HostingView(
                rootView: Text("content").toolbar(id: "labels") { ToolbarItem(id: "share") { Button("Share") {} } },
                host: host, scheduler: UpdateScheduler())
            window.setChild(hosting.widget)
            window.present()
            defer { window.destroy() }
            XCTAssertEqual(host.toolbarModel?.layout.displayMode, .textOnly, "the binding's style when the window opens")
            host.toolbarModel?.setDisplayMode(.iconAndText)
            XCTAssertEqual(chosen.value, .titleAndIcon, "the user's display mode is written back")
        }
    }
}
