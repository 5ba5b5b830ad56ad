import Gtk
import GtkTestSupport
import Observation
import ToolbarKit
import XCTest

@testable import GtkUI
@testable import SeedSample

/// The header-bar toolbar rendered from `.toolbar(id:)` and the shared model.
final class ToolbarRenderingTests: GtkTestCase {
    func testSeedSampleRendersSliderBoldItalicInOrderWithTitle() {
        onMain {
            let fixture = ToolbarFixture(ToolsEditorView())
            defer { fixture.close() }
            XCTAssertEqual(fixture.order, ["sizeSelector", "bold", "italic"])
            XCTAssertEqual(fixture.window.title, "My Note")
            XCTAssertEqual(fixture.renderer.titleLabel.text, "My Note", "the title stays visible in the header bar")
            let boldWidgets = fixture.descendants(of: fixture.slot("bold")!.box)
            XCTAssertTrue(boldWidgets.contains { $0.typeName == "GtkToggleButton" }, "Bold is a toggle button")
            XCTAssertEqual(fixture.model.catalog.item(id: "bold")?.label, "Bold", "image-only toggle: humanized symbol name")
            XCTAssertEqual(fixture.model.catalog.item(id: "sizeSelector")?.label, "Font Size", "slider: label without its live value")
            XCTAssertEqual(fixture.slot("bold")?.box.tooltip, "Bold")
        }
    }

    func testToolbarHasToolbarRoleAndName() {
        onMain {
            let fixture = ToolbarFixture(ToolsEditorView())
            defer { fixture.close() }
            XCTAssertEqual(fixture.renderer.strip.accessibleRole, .toolbar)
            XCTAssertEqual(fixture.renderer.strip.accessibleLabel, "Toolbar")
        }
    }

    func testMoveKeepsWidgetsAndReordersHeaderBar() throws {
        try onMain {
            let fixture = ToolbarFixture(ToolsEditorView())
            defer { fixture.close() }
            let boldBox = fixture.slot("bold")!.box
            let italicBox = fixture.slot("italic")!.box
            try fixture.model.move(from: 2, to: 0)
            fixture.settle()
            XCTAssertEqual(fixture.order, ["italic", "sizeSelector", "bold"])
            XCTAssertTrue(fixture.slot("bold")!.box.isSameObject(as: boldBox), "a moved item keeps its widget")
            XCTAssertTrue(fixture.slot("italic")!.box.isSameObject(as: italicBox))
            let stripOrder = fixture.renderer.strip.children.compactMap { child in
                fixture.renderer.orderedSlots.first { $0.box.isSameObject(as: child) }?.entry.id
            }
            XCTAssertEqual(stripOrder, ["italic", "sizeSelector", "bold"], "the GTK children follow the model order")
        }
    }

    func testStateChangeUpdatesToolbarInPlace() {
        onMain {
            let fixture = ToolbarFixture(ToolsEditorView())
            defer { fixture.close() }
            let toggle = fixture.descendants(of: fixture.slot("bold")!.box).first { $0.typeName == "GtkToggleButton" }!
            let before = fixture.slot("bold")!.box
            toggle.activate()  // GtkButton clicks 250 ms after activation
            // Waited for, not slept: under valgrind on a loaded machine the click came after 0.5 s.
            spin(timeout: 30) { toggle.property("active") == .bool(true) }
            fixture.settle()
            XCTAssertTrue(fixture.slot("bold")!.box.isSameObject(as: before))
            let after = fixture.descendants(of: fixture.slot("bold")!.box).first { $0.typeName == "GtkToggleButton" }!
            XCTAssertTrue(after.isSameObject(as: toggle), "the toggle widget survives the state change")
            XCTAssertEqual(after.property("active"), .bool(true))
        }
    }

    func testRemoveAndInsertFollowModel() throws {
        try onMain {
            let fixture = ToolbarFixture(ToolsEditorView())
            defer { fixture.close() }
            try fixture.model.remove(at: 2)
            fixture.settle()
            XCTAssertEqual(fixture.order, ["sizeSelector", "bold"])
            let spacer = try fixture.model.insertSpacer(.flexibleSpace, at: 0)
            try fixture.model.insert(item: "italic", at: 0)
            fixture.settle()
            XCTAssertEqual(fixture.order, ["italic", spacer.id, "sizeSelector", "bold"])
        }
    }

    func testAnItemPutBackKeepsItsWidgetsAndShowsCurrentState() throws {
        try onMain {
            let format = FormatState()
            let fixture = ToolbarFixture(BoundFormatToolbar(format: format))
            defer { fixture.close() }
            let box = fixture.slot("bold")!.box
            try fixture.model.remove(at: 0)
            fixture.settle()
            XCTAssertNil(fixture.slot("bold"))
            XCTAssertFalse(box.isVisible, "a removed item leaves the header bar (kept hidden for reuse)")
            // Changed while out of the toolbar (as the Format menu or Ctrl+B would).
            format.bold = true
            fixture.settle()
            try fixture.model.insert(item: "bold", at: 1)
            fixture.settle()
            XCTAssertEqual(fixture.order, ["italic", "bold"])
            let back = fixture.slot("bold")!.box
            XCTAssertTrue(back.isSameObject(as: box), "putting the item back reuses its widgets")
            XCTAssertTrue(back.isVisible)
            let shown = fixture.descendants(of: back).first { $0.typeName == "GtkToggleButton" }!
            XCTAssertEqual(shown.property("active"), .bool(true), "and they show the state it has now")
            // A display-mode change while it was out re-renders it on the way back.
            try fixture.model.remove(at: 1)
            fixture.model.setDisplayMode(.textOnly)
            try fixture.model.insert(item: "bold", at: 0)
            fixture.settle()
            XCTAssertFalse(
                fixture.descendants(of: fixture.slot("bold")!.box).contains { $0.typeName == "GtkImage" && $0.isVisible },
                "text only: no icon on the item put back")
        }
    }

    func testChangesLeaveOverflowedItemsOutOfTheHeaderBar() throws {
        try onMain {
            let fixture = ToolbarFixture(WideToolbarView(), width: 360)
            defer { fixture.close() }
            fixture.settle(0.4)
            let hidden = Set(fixture.order.filter { !fixture.shownOrder.contains($0) })
            XCTAssertFalse(hidden.isEmpty)
            try fixture.model.move(from: 0, to: 1)
            fixture.settle(0.4)
            let hiddenAfter = Set(fixture.order.filter { !fixture.shownOrder.contains($0) })
            XCTAssertEqual(hiddenAfter.count, hidden.count, "a move among the shown items hides as many as before")
            XCTAssertTrue(fixture.renderer.overflow.button.isVisible)
            XCTAssertEqual(Set(fixture.renderer.overflow.listedItemIDs), Set(hiddenAfter.filter { !$0.contains("#") }))
        }
    }

    func testDisplayModesRenderEveryItem() {
        onMain {
            let fixture = ToolbarFixture(ToolsEditorView())
            defer { fixture.close() }
            fixture.model.setDisplayMode(.textOnly)
            fixture.settle()
            let texts = fixture.descendants(of: fixture.slot("bold")!.box).compactMap { ($0 as? Gtk::Label)?.text }
            let labels = fixture.descendants(of: fixture.slot("bold")!.box).filter { $0.typeName == "GtkLabel" && $0.isVisible }
            XCTAssertFalse(labels.isEmpty, "text only: the toggle shows its label")
            _ = texts
            XCTAssertFalse(
                fixture.descendants(of: fixture.slot("bold")!.box).contains { $0.typeName == "GtkImage" && $0.isVisible },
                "text only: no icon")
            fixture.model.setDisplayMode(.iconOnly)
            fixture.settle()
            XCTAssertTrue(
                fixture.descendants(of: fixture.slot("bold")!.box).contains { $0.typeName == "GtkImage" && $0.isVisible },
                "icon only: the icon")
        }
    }

    func testAMenuItemShowsItsLabelOnceInIconAndTextMode() throws {
        try onMain {
            let fixture = ToolbarFixture(
                Text("Page").toolbar(id: "sharing") {
                    ToolbarItem(id: "share") { ShareLink(item: URL(string: "https://example.org/page")!) }
                    ToolbarItem(id: "zoom") { Slider(value: .constant(0.5)) }
                })
            defer { fixture.close() }
            fixture.model.setDisplayMode(.iconAndText)
            fixture.settle()
            @MainActor func shownTexts(_ id: String) throws -> [String] {
                fixture.descendants(of: try XCTUnwrap(fixture.slot(id)).box)
                    .filter { $0.typeName == "GtkLabel" && $0.isMapped }.compactMap {
                        ($0 as? Gtk::Label)?.text ?? $0.property("label")?.string
                    }
            }
            XCTAssertEqual(try shownTexts("share"), ["Share"], "the menu button's own label, no caption under it")
            XCTAssertEqual(try shownTexts("zoom"), ["Zoom"], "a slider gets the toolbar's caption")
        }
    }

    func testOverflowAt360Pixels() {
        onMain {
            let fixture = ToolbarFixture(WideToolbarView(), width: 360)
            defer { fixture.close() }
            spin { fixture.renderer.overflow.button.isMapped }
            XCTAssertLessThanOrEqual(fixture.window.width, 400, "the window can be as narrow as 360 px")
            let hidden = fixture.order.filter { !fixture.shownOrder.contains($0) }
            XCTAssertFalse(hidden.isEmpty, "items that do not fit leave the header bar")
            XCTAssertEqual(hidden, Array(fixture.order.suffix(hidden.count)), "from the trailing end")
            XCTAssertTrue(fixture.renderer.overflow.button.isMapped, "an overflow button appears")
            XCTAssertEqual(fixture.renderer.overflow.listedItemIDs, hidden, "each hidden item is in the overflow menu, in order")

            // Opened, the menu holds a check item per hidden toggle.
            fixture.renderer.overflow.button.popup()
            @MainActor func checks() -> [Widget] {
                fixture.descendants(of: fixture.renderer.overflow.button).filter { $0.typeName == "GtkCheckButton" && $0.isMapped }
            }
            spin { !checks().isEmpty }
            XCTAssertEqual(checks().count, hidden.count, "the open menu lists every hidden toggle, on screen")
            fixture.renderer.overflow.button.popdown()
        }
    }

    func testTheTitleKeepsItsNaturalWidthAndItemsOverflowFirst() throws {
        try onMain {
            let fixture = ToolbarFixture(WideToolbarView().navigationTitle("Customizable Toolbar Gallery Window"), width: 900)
            defer { fixture.close() }
            spin { fixture.renderer.overflow.button.isMapped }
            // The title column (the title label and its CSS margins), as the bar places it.
            let title = fixture.renderer.titleColumn.box
            let natural = title.measure(.horizontal).natural
            XCTAssertGreaterThan(natural, ToolbarBarLayout.titleMinimumWidth, "a title longer than the old minimum")
            let hidden = fixture.order.filter { !fixture.shownOrder.contains($0) }
            XCTAssertFalse(hidden.isEmpty, "eight toggles and the title do not fit 900 px")
            XCTAssertFalse(fixture.shownOrder.isEmpty, "the items that fit beside it stay")
            XCTAssertGreaterThanOrEqual(title.width, natural, "the title is whole (not \"Customizable Too…\")")

            // At the window's least width, narrower than the title and the overflow
            // button: every item is in the menu, and only then is the title cut.
            let narrow = ToolbarFixture(WideToolbarView().navigationTitle("Customizable Toolbar Gallery Window"), width: 200)
            defer { narrow.close() }
            spin { narrow.renderer.overflow.button.isMapped }
            XCTAssertEqual(narrow.shownOrder, [], "every item in the overflow menu")
            let cut = narrow.renderer.titleColumn.box
            XCTAssertLessThan(cut.width, natural, "the title ellipsized")
            XCTAssertGreaterThanOrEqual(cut.width, ToolbarBarLayout.titleMinimumWidth, "down to its minimum")
        }
    }

    func testPlacementsGoWhereGNOMEPutsThem() {
        onMain {
            let fixture = ToolbarFixture(RichToolbarView(), width: 1400)
            defer { fixture.close() }
            spin { fixture.shownOrder.count == 5 && !fixture.renderer.titleLabel.isMapped }
            let strip = fixture.renderer.strip
            @MainActor func bounds(_ id: String) -> Rect { fixture.slot(id)!.box.bounds(relativeTo: strip)! }
            XCTAssertEqual(fixture.shownOrder, ["back", "zoom", "view", "more", "share"], "everything fits")
            XCTAssertLessThan(bounds("back").x, 60, ".navigation at the start")
            XCTAssertFalse(fixture.renderer.titleLabel.isMapped, ".principal replaces the title")
            let view = bounds("view")
            XCTAssertEqual(view.x + view.width / 2, Double(strip.width) / 2, accuracy: 1, ".principal in the centre")
            for id in ["zoom", "more", "share"] {
                XCTAssertGreaterThan(bounds(id).x, view.x + view.width, "\(id) at the end")
            }
            XCTAssertGreaterThan(
                bounds("share").x + bounds("share").width, Double(strip.width) - 160,
                "the last item next to the window buttons")
            for id in fixture.order {
                XCTAssertEqual(
                    Int(bounds(id).width), fixture.slot(id)!.box.naturalWidth,
                    "the \(id) slot is as wide as its content")
            }
        }
    }

    func testContextMenuEntries() {
        onMain {
            let fixture = ToolbarFixture(ToolsEditorView())
            defer { fixture.close() }
            let menu = fixture.host.contextMenuModel(forEntry: "bold")
            XCTAssertEqual(menu, ["Icon and Text", "Icon Only", "Text Only", "Remove Item", "Customize Toolbar…"])
            let between = fixture.host.contextMenuModel(forEntry: nil)
            XCTAssertEqual(between, ["Icon and Text", "Icon Only", "Text Only", "Customize Toolbar…"])
        }
    }

    func testDeclarationsFeatures() {
        onMain {
            let fixture = ToolbarFixture(FeatureToolbarView())
            defer { fixture.close() }
            let catalog = fixture.model.catalog
            XCTAssertEqual(catalog.item(id: "share")?.isVisibleByDefault, false, "hidden by default")
            XCTAssertEqual(catalog.item(id: "lock")?.behavior, .disabled)
            XCTAssertEqual(catalog.item(id: "sort")?.behavior, .reorderable)
            XCTAssertEqual(catalog.item(id: "favorite")?.alwaysAvailable, true)
            XCTAssertEqual(fixture.order.first, "lock", "disabled items come first")
            XCTAssertFalse(fixture.order.contains("share"))
            XCTAssertTrue(fixture.order.contains("tag-a") && fixture.order.contains("tag-b"), "ForEach items")
            XCTAssertTrue(fixture.order.contains { $0.hasPrefix("flexibleSpace") }, "spacers in the default set")
            XCTAssertEqual(
                fixture.host.contextMenuModel(forEntry: "sort"), ["Icon and Text", "Icon Only", "Text Only", "Customize Toolbar…"],
                "a reorderable item cannot be removed")
        }
    }

    func testDuplicateItemIDsWarnOnceFirstWins() {
        onMain {
            var warnings: [String] = []
            let saved = Diagnostics.sink
            Diagnostics.sink = { warnings.append($0) }
            defer { Diagnostics.sink = saved }
            let fixture = ToolbarFixture(DuplicateToolbarView())
            defer { fixture.close() }
            XCTAssertEqual(fixture.order, ["twin"])
            XCTAssertEqual(fixture.model.catalog.item(id: "twin")?.label, "First")
            fixture.hosting.update(DuplicateToolbarView())
            fixture.settle()
            XCTAssertEqual(warnings.filter { $0.contains("'twin'") }.count, 1, "one warning naming the id")
        }
    }

    func testConditionalItemAppearsAndDisappears() {
        onMain {
            let toggle = ConditionalToggle()
            let fixture = ToolbarFixture(ConditionalToolbarView(flag: toggle))
            defer { fixture.close() }
            XCTAssertEqual(fixture.order, ["always"])
            toggle.show = true
            fixture.settle()
            XCTAssertEqual(fixture.order, ["always", "sometimes"], "an item declared later joins the toolbar")
            toggle.show = false
            fixture.settle()
            XCTAssertEqual(fixture.order, ["always"], "an item no longer declared is not shown")
            XCTAssertTrue(fixture.model.layout.contains(itemID: "sometimes"), "but keeps its place in the layout")
        }
    }

    func testRichToolbarContentRenders() {
        onMain {
            let fixture = ToolbarFixture(RichToolbarView())
            defer { fixture.close() }
            XCTAssertEqual(fixture.order, ["back", "zoom", "view", "more", "share"])
            XCTAssertEqual(fixture.model.catalog.item(id: "back")?.placement, .navigation)
            XCTAssertEqual(fixture.model.catalog.item(id: "share")?.label, "Share")
            let titleIndex = fixture.renderer.strip.children.firstIndex { $0.isSameObject(as: fixture.renderer.titleSlot) }
            let backIndex = fixture.renderer.strip.children.firstIndex { $0.isSameObject(as: fixture.slot("back")!.box) }
            XCTAssertNotNil(titleIndex)
            XCTAssertLessThan(backIndex!, titleIndex!, "navigation items lead, before the title (focus and reading order)")
            let zoomTypes = fixture.descendants(of: fixture.slot("zoom")!.box).map(\.typeName)
            XCTAssertGreaterThanOrEqual(zoomTypes.filter { $0 == "GtkButton" }.count, 2, "a control group of two buttons")
            let viewTypes = fixture.descendants(of: fixture.slot("view")!.box).map(\.typeName)
            XCTAssertTrue(viewTypes.contains("GtkToggleButton"), "a segmented picker")
            let moreTypes = fixture.descendants(of: fixture.slot("more")!.box).map(\.typeName)
            XCTAssertTrue(moreTypes.contains("GtkMenuButton"), "a menu")
        }
    }

    func testWindowsShareOneLayoutLive() throws {
        try onMain {
            let registry = ToolbarRegistry()
            let first = ToolbarFixture(ToolsEditorView(), registry: registry)
            let second = ToolbarFixture(ToolsEditorView(), registry: registry)
            defer {
                first.close()
                second.close()
            }
            XCTAssertTrue(first.model === second.model)
            try first.model.remove(at: 0)
            first.settle()
            second.settle()
            XCTAssertEqual(second.order, ["bold", "italic"])
        }
    }
}

/// Bold and italic toggles bound to state outside the view.
@Observable @MainActor
final class FormatState {
    var bold = false
    var italic = false
}

struct BoundFormatToolbar: View {
    let format: FormatState
    var body: some View {
        Text("content")
            .toolbar(id: "format") {
                ToolbarItem(id: "bold") {
                    Toggle(isOn: Binding(get: { format.bold }, set: { format.bold = $0 })) { Image(systemName: "bold") }
                }
                ToolbarItem(id: "italic") {
                    Toggle(isOn: Binding(get: { format.italic }, set: { format.italic = $0 })) { Image(systemName: "italic") }
                }
            }
    }
}

/// A toolbar wider than 360 px.
struct WideToolbarView: View {
    @State private var on = false
    var body: some View {
        Text("content")
            .toolbar(id: "wide") {
                ForEach(["a", "b", "c", "d", "e", "f", "g", "h"], id: \.self) { name in
                    ToolbarItem(id: "item-\(name)") {
                        Toggle("Option \(name.uppercased())", isOn: $on)
                    }
                }
            }
    }
}

/// Uses conditional items, ForEach, spacers, hidden, disabled, reorderable, alwaysAvailable.
struct FeatureToolbarView: View {
    @State private var showExtra = true
    @State private var favorite = false
    var body: some View {
        Text("content")
            .toolbar(id: "features") {
                ToolbarItem(id: "lock") { Button("Lock", systemImage: "lock") {} }
                    .customizationBehavior(.disabled)
                ToolbarItem(id: "sort", placement: .primaryAction) { Button("Sort", systemImage: "list.bullet") {} }
                    .customizationBehavior(.reorderable)
                ToolbarSpacer(.flexible)
                ForEach(["a", "b"], id: \.self) { tag in
                    ToolbarItem(id: "tag-\(tag)") { Button("Tag \(tag)") {} }
                }
                if showExtra {
                    ToolbarItem(id: "extra") { Button("Extra", systemImage: "star") {} }
                }
                ToolbarItem(id: "share") { Button("Share", systemImage: "square.and.arrow.up") {} }
                    .defaultCustomization(.hidden)
                ToolbarItem(id: "favorite") { Toggle("Favorite", systemImage: "heart", isOn: $favorite) }
                    .defaultCustomization(options: .alwaysAvailable)
            }
    }
}

/// Two items with the same id.
struct DuplicateToolbarView: View {
    var body: some View {
        Text("content")
            .toolbar(id: "dupes") {
                ToolbarItem(id: "twin") { Button("First") {} }
                ToolbarItem(id: "twin") { Button("Second") {} }
            }
    }
}

/// Observable flag for the conditional-item test.
@Observable @MainActor
final class ConditionalToggle {
    var show = false
}

/// An item under `if`.
struct ConditionalToolbarView: View {
    let flag: ConditionalToggle
    var body: some View {
        Text("content")
            .toolbar(id: "conditional") {
                ToolbarItem(id: "always") { Button("Always") {} }
                if flag.show {
                    ToolbarItem(id: "sometimes") { Button("Sometimes") {} }
                }
            }
    }
}

/// Toolbar items made of ControlGroup, Picker, Menu and Label buttons.
struct RichToolbarView: View {
    enum Mode: Hashable { case list, grid }
    @State private var mode = Mode.list
    @State private var zoom = 1.0
    var body: some View {
        Text("content")
            .toolbar(id: "rich") {
                ToolbarItem(id: "back", placement: .navigation) {
                    Button(action: {}) { Label("Back", systemImage: "chevron.left") }
                }
                ToolbarItem(id: "zoom") {
                    ControlGroup {
                        Button {
                            zoom -= 0.1
                        } label: {
                            Label("Zoom Out", systemImage: "minus")
                        }
                        Button {
                            zoom += 0.1
                        } label: {
                            Label("Zoom In", systemImage: "plus")
                        }
                    }
                }
                ToolbarItem(id: "view", placement: .principal) {
                    Picker("View", selection: $mode) {
                        Label("List", systemImage: "list.bullet").tag(Mode.list)
                        Label("Grid", systemImage: "square.grid.2x2").tag(Mode.grid)
                    }
                    .pickerStyle(.segmented)
                }
                ToolbarItem(id: "more") {
                    Menu("More") {
                        Button("Duplicate") {}
                        Divider()
                        Button("Delete") {}
                    }
                }
                ToolbarItem(id: "share", placement: .primaryAction) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                        .help("Share this note")
                }
            }
    }
}
