import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A style of the test's own: the label and content in a column, no card.
private struct PlainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

/// A style that keeps the automatic look and adds a footer.
private struct FootedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            GroupBox(configuration)
            Text("footer")
        }
    }
}

/// The width a test changes, observed by the view around a `ViewThatFits`.
@MainActor
private final class OfferedWidth: ObservableObject {
    @Published var value: CGFloat = 500
}

private struct FittingTitle: View {
    @ObservedObject var width: OfferedWidth
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("Scan the whole disk for large files")
            Text("Scan disk")
            Text("Scan")
        }
        .frame(width: width.value)
    }
}

/// Whether a split view shows its third view, changed by the test.
@MainActor
private final class PreviewShown: ObservableObject {
    @Published var value = false
}

private struct TogglingSplit: View {
    @ObservedObject var preview: PreviewShown
    var body: some View {
        HSplitView {
            Text("Folders")
            Text("Files")
            if preview.value { Text("Preview") }
        }
    }
}

/// The texts of the labels GTK draws (mapped) under `root`, in tree order.
@MainActor
private func mappedLabels(_ root: Widget) -> [String] {
    descendants(root).filter { $0.typeName == "GtkLabel" && $0.isMapped }.compactMap { $0.property("label")?.string }
}

@MainActor
private func labelWidget(_ text: String, in root: Widget) -> Widget? {
    descendants(root).first { $0.typeName == "GtkLabel" && $0.property("label")?.string == text }
}

/// `GroupBox`, `ViewThatFits`, `HSplitView` and `VSplitView`, read from the
/// GTK widget tree of a real window.
final class LayoutContainerTests: GtkTestCase {
    // MARK: GroupBox

    func testAGroupBoxIsAHeadingAboveACardOfItsContent() throws {
        try onMain {
            let shown = Presented(
                GroupBox("Storage") {
                    Text("Used: 120 GB")
                    Text("Free: 380 GB")
                })
            defer { shown.close() }
            let root = shown.hosting.widget
            let card = try XCTUnwrap(descendants(root).first { $0.hasCSSClass("card") }, "a card")
            XCTAssertEqual(mappedLabels(card), ["Used: 120 GB", "Free: 380 GB"], "the content is inside the card")
            let title = try XCTUnwrap(labelWidget("Storage", in: root))
            XCTAssertTrue(title.isMapped)
            XCTAssertFalse(descendants(card).contains { $0.objectID == title.objectID }, "the label is outside the card")
            XCTAssertTrue(title.parent?.hasCSSClass("heading") == true, "the label in GNOME's heading style")
            let titleFrame = try XCTUnwrap(shown.frame(of: title))
            let cardFrame = try XCTUnwrap(shown.frame(of: card))
            XCTAssertLessThanOrEqual(titleFrame.y + titleFrame.height, cardFrame.y, "the label is above the card")
            let used = try XCTUnwrap(labelWidget("Used: 120 GB", in: card).flatMap { shown.frame(of: $0) })
            let free = try XCTUnwrap(labelWidget("Free: 380 GB", in: card).flatMap { shown.frame(of: $0) })
            XCTAssertEqual(used.x, free.x, "the content is aligned at the leading edge")
            XCTAssertGreaterThanOrEqual(used.x - cardFrame.x, 12, "padded inside the card")
            XCTAssertLessThan(used.y, free.y, "the content in a column")
        }
    }

    func testAGroupBoxWithoutLabelAndWithALabelView() throws {
        try onMain {
            let shown = Presented(
                VStack {
                    GroupBox { Text("Plain") }
                    GroupBox {
                        Text("Body")
                    } label: {
                        Label("Volumes", systemImage: "externaldrive")
                    }
                })
            defer { shown.close() }
            let cards = descendants(shown.hosting.widget).filter { $0.hasCSSClass("card") }
            XCTAssertEqual(cards.count, 2)
            let headings = descendants(shown.hosting.widget).filter { $0.hasCSSClass("heading") }
            XCTAssertEqual(headings.filter(\.isMapped).count, 1, "no heading without a label")
            XCTAssertTrue(mappedLabels(headings.first { $0.isMapped }!).contains("Volumes"))
            XCTAssertEqual(mappedLabels(cards[0]), ["Plain"])
        }
    }

    func testGroupBoxStylesReplaceOrWrapTheAutomaticLook() throws {
        try onMain {
            let shown = Presented(
                VStack {
                    GroupBox("Own") { Text("own content") }.groupBoxStyle(PlainGroupBoxStyle())
                    GroupBox("Footed") { Text("footed content") }.groupBoxStyle(FootedGroupBoxStyle())
                    GroupBox("Auto") { Text("auto content") }.groupBoxStyle(.automatic)
                })
            defer { shown.close() }
            let root = shown.hosting.widget
            let cards = descendants(root).filter { $0.hasCSSClass("card") }
            XCTAssertEqual(cards.map(mappedLabels), [["footed content"], ["auto content"]], "the plain style draws no card")
            XCTAssertEqual(
                mappedLabels(root),
                ["Own", "own content", "Footed", "footed content", "footer", "Auto", "auto content"])
        }
    }

    // MARK: ViewThatFits

    func testViewThatFitsShowsTheFirstChildThatFitsTheWindowsWidth() throws {
        try onMain {
            let wide = Presented(
                ViewThatFits(in: .horizontal) {
                    Text("Scan the whole disk for large files")
                    Text("Scan")
                }, width: 600)
            XCTAssertEqual(mappedLabels(wide.hosting.widget), ["Scan the whole disk for large files"])
            let long = try XCTUnwrap(labelWidget("Scan the whole disk for large files", in: wide.hosting.widget))
            let needed = long.measure(.horizontal).natural
            wide.close()
            let narrow = Presented(
                ViewThatFits(in: .horizontal) {
                    Text("Scan the whole disk for large files")
                    Text("Scan")
                }, width: needed / 2)
            defer { narrow.close() }
            XCTAssertLessThan(narrow.hosting.widget.width, needed)
            XCTAssertEqual(mappedLabels(narrow.hosting.widget), ["Scan"], "the long text does not fit: the next one shows")
            narrow.window.setDefaultSize(width: needed + 40, height: 300)
            spin(timeout: 5) { narrow.hosting.widget.width >= needed }
            narrow.settleLayout()
            XCTAssertEqual(
                mappedLabels(narrow.hosting.widget), ["Scan the whole disk for large files"],
                "the window grew: the long text shows again")
        }
    }

    func testViewThatFitsChoosesAgainWhenItsSpaceChanges() throws {
        try onMain {
            let width = OfferedWidth()
            let shown = Presented(FittingTitle(width: width), width: 600)
            defer { shown.close() }
            let root = shown.hosting.widget
            XCTAssertEqual(mappedLabels(root), ["Scan the whole disk for large files"])
            let medium = try XCTUnwrap(labelWidget("Scan disk", in: root)).measure(.horizontal).natural
            width.value = CGFloat(medium + 2)
            shown.settleLayout()
            spin(timeout: 5) { mappedLabels(root) == ["Scan disk"] }
            XCTAssertEqual(mappedLabels(root), ["Scan disk"])
            width.value = 10
            shown.settleLayout()
            spin(timeout: 5) { mappedLabels(root) == ["Scan"] }
            XCTAssertEqual(mappedLabels(root), ["Scan"], "none fits: the last one shows")
            width.value = 500
            shown.settleLayout()
            spin(timeout: 5) { mappedLabels(root) == ["Scan the whole disk for large files"] }
            XCTAssertEqual(mappedLabels(root), ["Scan the whole disk for large files"], "and back")
        }
    }

    func testViewThatFitsChecksOnlyItsAxes() throws {
        try onMain {
            let shown = Presented(
                VStack {
                    ViewThatFits(in: .vertical) {
                        Text("Tall and much much much wider than its frame\nsecond line")
                        Text("Short")
                    }
                    .frame(width: 60, height: 200)
                    ViewThatFits {
                        VStack {
                            Text("one")
                            Text("two")
                            Text("three")
                        }
                        Text("compact")
                    }
                    .frame(height: 20)
                }, width: 400, height: 400)
            defer { shown.close() }
            let labels = mappedLabels(shown.hosting.widget)
            XCTAssertTrue(labels.contains("Tall and much much much wider than its frame\nsecond line"), "width is not checked")
            XCTAssertTrue(labels.contains("compact"), "three lines do not fit 20 px")
            XCTAssertFalse(labels.contains("one"))
        }
    }

    // MARK: Split views

    func testAnHSplitViewPutsDraggableDividersBetweenItsViews() throws {
        try onMain {
            let shown = Presented(
                HSplitView {
                    Text("Folders").frame(minWidth: 100, maxWidth: 200)
                    Text("Files").frame(minWidth: 150, maxWidth: .infinity)
                    Text("Preview").frame(minWidth: 80)
                }, width: 800, height: 300)
            defer { shown.close() }
            let root = shown.hosting.widget
            let paneds = descendants(root).filter { $0.typeName == "GtkPaned" }
            XCTAssertEqual(paneds.count, 2, "three views: two dividers")
            XCTAssertTrue(
                descendants(paneds[0]).contains { $0.objectID == paneds[1].objectID }, "the second divider is in the first's end")
            let frames = try ["Folders", "Files", "Preview"].map { try XCTUnwrap(labelWidget($0, in: root).flatMap(shown.frame)) }
            XCTAssertLessThan(frames[0].x, frames[1].x, "side by side")
            XCTAssertLessThan(frames[1].x, frames[2].x)
            XCTAssertEqual(frames[0].y, frames[2].y)
            let node = try XCTUnwrap(only(PanedStackNode.self, in: shown.hosting))
            let outer = node.paneds[0]
            XCTAssertFalse(outer.shrinksStartChild, "no pane below its minimum width")
            XCTAssertFalse(outer.resizesStartChild, "a pane with a finite maximum keeps its width")
            XCTAssertTrue(outer.resizesEndChild)
            XCTAssertLessThanOrEqual(outer.position, 200)
            XCTAssertGreaterThanOrEqual(outer.position, 100)
            outer.position = 350
            settle(0.1)
            XCTAssertEqual(outer.position, 200, "a divider dragged past the maximum springs back")
            outer.position = 20
            settle(0.2)
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(labelWidget("Folders", in: root)).parent?.width ?? 0, 100, "the minimum holds")
        }
    }

    func testASplitViewAddsAndRemovesDividersWithItsViews() throws {
        try onMain {
            let preview = PreviewShown()
            let shown = Presented(TogglingSplit(preview: preview), width: 600, height: 200)
            defer { shown.close() }
            let root = shown.hosting.widget
            let paneds = { descendants(root).filter { $0.typeName == "GtkPaned" } }
            XCTAssertEqual(paneds().count, 1)
            XCTAssertEqual(mappedLabels(root), ["Folders", "Files"])
            preview.value = true
            shown.settleLayout()
            spin(timeout: 5) { paneds().count == 2 && mappedLabels(root).count == 3 }
            XCTAssertEqual(paneds().count, 2, "a third view: a second divider")
            XCTAssertEqual(mappedLabels(root), ["Folders", "Files", "Preview"])
            preview.value = false
            shown.settleLayout()
            spin(timeout: 5) { paneds().count == 1 }
            XCTAssertEqual(paneds().count, 1)
            XCTAssertEqual(mappedLabels(root), ["Folders", "Files"])
        }
    }

    func testAVSplitViewStacksItsViewsAndTwoViewsNeedOneDivider() throws {
        try onMain {
            let shown = Presented(
                VSplitView {
                    Text("Top")
                    Text("Bottom").frame(minHeight: 40, maxHeight: 60)
                }, width: 300, height: 400)
            defer { shown.close() }
            let root = shown.hosting.widget
            let paneds = descendants(root).filter { $0.typeName == "GtkPaned" }
            XCTAssertEqual(paneds.count, 1)
            let node = try XCTUnwrap(only(PanedStackNode.self, in: shown.hosting))
            let paned = node.paneds[0]
            XCTAssertTrue(paned.resizesStartChild)
            XCTAssertFalse(paned.resizesEndChild, "the bottom has a finite maximum")
            paned.position = 10
            settle(0.1)
            XCTAssertGreaterThanOrEqual(paned.position, paned.height - 1 - 60, "the bottom pane stays within its maximum")
            let top = try XCTUnwrap(labelWidget("Top", in: root).flatMap(shown.frame))
            let bottom = try XCTUnwrap(labelWidget("Bottom", in: root).flatMap(shown.frame))
            XCTAssertLessThan(top.y + top.height, bottom.y, "stacked")
        }
    }

    func testClosingAWindowWithTheLayoutContainersReleasesEverything() throws {
        try onMain {
            let before = warmedUpCounts()
            do {
                let fixture = ToolbarFixture(
                    HSplitView {
                        GroupBox("A") { Text("a") }
                        ViewThatFits {
                            Text("long long long")
                            Text("b")
                        }
                        VSplitView {
                            Text("c")
                            Text("d").frame(maxHeight: 50)
                        }
                    })
                fixture.settle()
                XCTAssertGreaterThan(liveCounts().nodes, before.nodes)
                fixture.close()
            }
            assertAllReleased(since: before, timeout: 10, exactly: true)
        }
    }
}
