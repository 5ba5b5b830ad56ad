import Gtk
import GtkTestSupport
import ToolbarKit
import XCTest

@testable import GtkUI

/// `.toolbar { }` (not customizable): items placed in the header bar and
/// the action bar by their placement, merged across the window's views.
final class ToolbarContentTests: GtkTestCase {
    func testPlainViewsAreAutomaticItemsAtTheEnd() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Body").toolbar {
                    Button("Add", systemImage: "plus") {}
                    Button("Share") {}
                })
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            XCTAssertEqual(items.end.placed.count, 1, "the views of one `.toolbar { }` form one automatic item")
            let row = items.end.placed[0]
            XCTAssertEqual(descendants(row).filter { $0.typeName == "GtkButton" }.count, 2)
            XCTAssertTrue(items.end.box.isMapped, "the end of the header bar shows")
            XCTAssertFalse(items.start.box.isVisible, "nothing at the start")
            XCTAssertNil(fixture.host.toolbar, "no customizable toolbar is made")
        }
    }

    func testPlacementsGoWhereGnomePutsThem() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Body").toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    ToolbarItem(placement: .navigation) { Button("Back", systemImage: "chevron.left") {} }
                    ToolbarItem(placement: .primaryAction) { Button("New", systemImage: "plus") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .destructiveAction) { Button("Delete", systemImage: "trash") {} }
                    ToolbarItem(placement: .principal) { Text("Centre") }
                })
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            XCTAssertEqual(itemNames(items.start), ["Cancel", "Back"], "cancellation first at the start")
            XCTAssertEqual(itemNames(items.end), ["New", "Delete", "Done"], "confirmation last at the end")
            XCTAssertTrue(styled("Done", in: items.end.box, "suggested-action"))
            XCTAssertTrue(styled("Delete", in: items.end.box, "destructive-action"))
            XCTAssertFalse(styled("Cancel", in: items.start.box, "suggested-action"))
            XCTAssertTrue(items.hasPrincipal)
            XCTAssertTrue(items.title.box.isMapped, "the principal item is the header bar's title widget")
        }
    }

    func testBottomPlacementsGoToAnActionBarUnderTheView() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Body").toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Filter") {} }
                    ToolbarItem(placement: .status) { Text("3 items") }
                    ToolbarItem(placement: .keyboard) { Button("Hide Keyboard") {} }
                    ToolbarItem(placement: .accessoryBar(id: "fonts")) { Button("Fonts") {} }
                })
            defer { fixture.close() }
            let all = descendants(fixture.hosting.widget)
            guard let bar = all.first(where: { $0.typeName == "GtkActionBar" }) else {
                return XCTFail("no action bar under the content")
            }
            XCTAssertTrue(bar.isMapped)
            let inBar = descendants(bar).compactMap(\.tooltip)
            for name in ["Filter", "3 items", "Hide Keyboard", "Fonts"] {
                XCTAssertTrue(inBar.contains(name), "\(name) is in the action bar: \(inBar)")
            }
            XCTAssertTrue(fixture.host.headerBarItems.end.placed.isEmpty, "nothing bottom-placed in the header bar")
            let column = fixture.hosting.widget.children[0]
            XCTAssertEqual(column.children.last?.typeName, "GtkActionBar", "the action bar is under the view")
        }
    }

    func testIOSPlacementsMapToTheHeaderBarsEndsAndTheActionBar() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Body").toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
                    ToolbarItem(placement: .navigationBarLeading) { Button("Close") {} }
                    ToolbarItem(placement: .bottomOrnament) { Button("Play") {} }
                })
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            XCTAssertEqual(itemNames(items.start), ["Edit", "Close"], "leading placements at the start, in source order")
            XCTAssertEqual(itemNames(items.end), ["Share", "Add"], "trailing placements at the end")
            let bar = descendants(fixture.hosting.widget).first { $0.typeName == "GtkActionBar" }
            XCTAssertEqual(bar.map { Set(descendants($0).compactMap(\.tooltip)) }, ["Play"], "the ornament is in the action bar")
        }
    }

    func testViewsAtSeveralLevelsMergeIntoOneHeaderBarInSourceOrder() {
        onMain {
            let fixture = ToolbarFixture(MergedToolbars())
            defer { fixture.close() }
            let items = fixture.host.headerBarItems
            XCTAssertEqual(itemNames(items.end), ["Sidebar Add", "Detail Share", "Window Info"])
            XCTAssertEqual(itemNames(items.start), ["Detail Back"])
            clickItem(named: "Hide Detail", in: fixture)
            fixture.settle()
            XCTAssertEqual(itemNames(items.end), ["Sidebar Add", "Window Info"], "a view that went away takes its items")
            XCTAssertFalse(items.start.box.isVisible)
        }
    }

    func testToolbarItemGroupShowsEachViewAndLabelledGroupsAreLinked() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Body").toolbar {
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Bold", systemImage: "bold") {}
                        Button("Italic", systemImage: "italic") {}
                    }
                    ToolbarItemGroup {
                        Button("Left", systemImage: "text.alignleft") {}
                        Button("Right", systemImage: "text.alignright") {}
                    } label: {
                        Label("Alignment", systemImage: "text.alignleft")
                    }
                })
            defer { fixture.close() }
            let rows = fixture.host.headerBarItems.end.placed
            XCTAssertEqual(rows.count, 2)
            XCTAssertEqual(descendants(rows[0]).filter { $0.typeName == "GtkButton" }.count, 2)
            let linked = descendants(rows[1]).first { $0.hasCSSClass("linked") }
            XCTAssertNotNil(linked, "a labelled group is joined")
            XCTAssertEqual(linked.map { descendants($0).filter { $0.typeName == "GtkButton" }.count }, 2)
            XCTAssertEqual(rows[1].tooltip, "Alignment")
        }
    }

    func testStateOfAToolbarContentTypeLivesAcrossUpdates() {
        onMain {
            let fixture = ToolbarFixture(Text("Body").toolbar { CounterToolbar() })
            defer { fixture.close() }
            let end = fixture.host.headerBarItems.end
            XCTAssertEqual(itemNames(end), ["Count 0"])
            clickItem(named: "Count 0", in: fixture)
            fixture.settle()
            XCTAssertEqual(itemNames(end), ["Count 1"])
            clickItem(named: "Count 1", in: fixture)
            fixture.settle()
            XCTAssertEqual(itemNames(end), ["Count 2"], "the state is kept, not reset by the re-render")
        }
    }

    func testNavigationSubtitleShowsUnderTheTitle() {
        onMain {
            let fixture = ToolbarFixture(Text("Body").navigationTitle("Inbox").navigationSubtitle("12 unread"))
            defer { fixture.close() }
            let column = fixture.host.headerBarItems.titleColumn
            XCTAssertEqual(column.titleLabel.text, "Inbox")
            XCTAssertEqual(column.subtitleLabel.text, "12 unread")
            XCTAssertTrue(column.subtitleLabel.isMapped)
        }
    }

    func testACustomizableToolbarShowsTheSubtitleUnderItsTitle() {
        onMain {
            let fixture = ToolbarFixture(
                SubtitledInbox().toolbar(id: "inbox") { ToolbarItem(id: "compose") { Button("Compose") {} } })
            defer { fixture.close() }
            let column = fixture.renderer.titleColumn
            XCTAssertEqual(column.titleLabel.text, "Inbox")
            XCTAssertEqual(column.subtitleLabel.text, "12 unread")
            XCTAssertTrue(column.subtitleLabel.isMapped)
            XCTAssertTrue(column.box.isInside(fixture.host.headerBar), "the title column is the bar's title")
            fixture.hosting.update(
                SubtitledInbox(unread: 0).toolbar(id: "inbox") {
                    ToolbarItem(id: "compose") { Button("Compose") {} }
                })
            fixture.settle()
            XCTAssertFalse(column.subtitleLabel.isVisible, "no subtitle, no second line")
            XCTAssertEqual(column.titleLabel.text, "Inbox")
        }
    }

    func testACustomizableToolbarsTitleIsRenamedFromTheBar() throws {
        try onMain {
            let fixture = ToolbarFixture(RenamableReport())
            defer { fixture.close() }
            let field = fixture.host.headerBarItems.renamableTitle.field
            XCTAssertTrue(field.isInside(fixture.renderer.titleSlot), "the renamable title is in the strip's title place")
            XCTAssertTrue(field.isMapped)
            XCTAssertEqual(field.text, "Draft")
            field.startEditing()
            field.text = "Report"
            field.stopEditing(commit: true)
            fixture.settle()
            XCTAssertEqual(fixture.host.window.title, "Report", "Enter writes the binding, the window title follows")
            let content = find(Gtk::Label.self, in: fixture.hosting).filter { $0.isInside(fixture.hosting.widget) }.map(\.text)
            XCTAssertTrue(content.contains("Editing Report"), "\(content)")
        }
    }

    func testShowsByDefaultFalseIsOfferedButNotInTheDefaultSet() {
        onMain {
            let fixture = ToolbarFixture(
                Text("Body").toolbar(id: "main") {
                    ToolbarItem(id: "new", placement: .primaryAction) { Button("New", systemImage: "plus") {} }
                    ToolbarItem(id: "archive", showsByDefault: false) { Button("Archive", systemImage: "archivebox") {} }
                })
            defer { fixture.close() }
            XCTAssertEqual(fixture.order, ["new"])
            XCTAssertNotNil(fixture.model.catalog.item(id: "archive"), "offered in the palette")
        }
    }
}

/// The names (tooltips) of the items in a header-bar region, in order.
@MainActor
func itemNames<Container>(_ children: OrderedChildren<Container>) -> [String] {
    children.placed.filter(\.isVisible).map { $0.tooltip ?? "?" }
}

/// Whether the button of the item named `name` under `root` has the style class.
@MainActor
func styled(_ name: String, in root: Widget, _ styleClass: String) -> Bool {
    guard let item = descendants(root).first(where: { $0.tooltip == name }) else { return false }
    return (descendants(item) + [item]).contains { $0.typeName == "GtkButton" && $0.hasCSSClass(styleClass) }
}

/// Clicks the button of the item named `name` (its tooltip) in the fixture's window.
@MainActor
func clickItem<Content: View>(named name: String, in fixture: ToolbarFixture<Content>) {
    let item = descendants(fixture.window).first { $0.tooltip == name }
    let button = find(Gtk::Button.self, in: fixture.hosting).first { item.map($0.isInside) ?? false }
    XCTAssertNotNil(button, "no button named \(name)")
    button?.click()
}

/// A toolbar content type with its own state, as apps write them.
private struct CounterToolbar: ToolbarContent {
    @State private var count = 0
    var body: some ToolbarContent {
        ToolbarItem(placement: .automatic) {
            Button("Count \(count)") { count += 1 }
        }
    }
}

/// A window whose sidebar, detail and root each declare toolbar items.
private struct MergedToolbars: View {
    @State private var showsDetail = true
    var body: some View {
        HStack {
            Text("Sidebar").toolbar {
                Button("Sidebar Add") {}
            }
            if showsDetail {
                Text("Detail").toolbar {
                    ToolbarItem(placement: .navigation) { Button("Detail Back") {} }
                    ToolbarItem { Button("Detail Share") {} }
                }
            }
        }
        .toolbar { ToolbarItem(placement: .bottomBar) { Button("Hide Detail") { showsDetail = false } } }
        .toolbar { Button("Window Info") {} }
    }
}

/// A mailbox title with an unread count as its subtitle (none at 0).
private struct SubtitledInbox: View {
    var unread = 12
    var body: some View {
        if unread > 0 {
            Text("Body").navigationTitle("Inbox").navigationSubtitle("\(unread) unread")
        } else {
            Text("Body").navigationTitle("Inbox")
        }
    }
}

/// A document whose customizable toolbar window the user renames from its title.
private struct RenamableReport: View {
    @State private var name = "Draft"
    var body: some View {
        Text("Editing \(name)").navigationTitle($name)
            .toolbar(id: "document") { ToolbarItem(id: "share") { Button("Share") {} } }
    }
}
