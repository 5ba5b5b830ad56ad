import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct PopoverContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Brush size")
            Button("Close Popover") { dismiss() }
        }
    }
}

private struct WithPopover: View {
    let shown: Binding<Bool>
    var body: some View {
        Button("Brush") {}
            .popover(isPresented: shown, arrowEdge: .bottom) { PopoverContent() }
    }
}

/// A toolbar button that shows a popover, as a filter or share button does.
private struct WithToolbarPopover: View {
    @State private var showsFilters = false
    var body: some View {
        Text("Photos")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Filters", systemImage: "line.3.horizontal.decrease") { showsFilters = true }
                        .popover(isPresented: $showsFilters) { PopoverContent() }
                }
            }
    }
}

/// A toolbar button whose popover explains something at length, in frames 250 points wide: the
/// text alone, and under a heading in a leading-aligned stack (as a tips popover is written).
private struct WithToolbarHelpPopover: View {
    static let help =
        "Filters narrow the photos to those taken with a camera, at a place or on a day; several filters together show only the photos that match them all."
    let showsHelp: Binding<Bool>
    var body: some View {
        Text("Photos")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Help", systemImage: "questionmark") { showsHelp.wrappedValue = true }
                        .popover(isPresented: showsHelp) {
                            VStack(spacing: 0) {
                                Text(Self.help).padding().frame(width: 250)
                                VStack(alignment: .leading) {
                                    Text("Filters").font(.headline)
                                    Text(Self.help)
                                }
                                .padding()
                                .frame(width: 250)
                            }
                        }
                }
            }
    }
}

private struct WithInspector: View {
    let shown: Binding<Bool>
    var body: some View {
        Text("Canvas")
            .inspector(isPresented: shown) {
                VStack {
                    Text("Layer properties")
                    InspectorCloser()
                }
                .inspectorColumnWidth(320)
            }
    }
}

/// An inspector with toolbar items of its own, in a window whose content has some too.
private struct WithInspectorToolbar: View {
    let shown: Binding<Bool>
    var body: some View {
        Text("Canvas")
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add Layer") {} } }
            .inspector(isPresented: shown) {
                Text("Layer properties")
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Reset Layer") {} } }
            }
    }
}

private struct InspectorCloser: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View { Button(isPresented ? "Hide Inspector" : "Not presented") { dismiss() } }
}

final class PopoverInspectorTests: GtkTestCase {
    func testPopoverOpensOnItsAnchorAndDismissClosesIt() {
        onMain {
            let shown = Shared(true)
            let view = WindowedView(WithPopover(shown: shown.binding))
            defer { view.close() }
            guard let anchor = view.hosting.renderedWidgets.first else { return XCTFail("nothing rendered") }
            XCTAssertEqual(anchor.accessibleLabel, "Brush")
            let popover = anchor.children.first { $0.typeName == "GtkPopover" }
            XCTAssertNotNil(popover, "the popover is attached to its anchor's widget")
            spin { popover?.isMapped ?? false }
            XCTAssertTrue(labelTexts(in: anchor).contains("Brush size"))
            let close = descendants(anchor).first { $0.accessibleLabel == "Close Popover" }
            XCTAssertTrue(close?.activate() ?? false)
            spin { !(popover?.isVisible ?? true) }
            spin { !shown.value }
        }
    }

    func testAPopoverOnAToolbarItemPointsAtItsButtonInTheHeaderBar() throws {
        try onMain {
            let view = WindowedView(WithToolbarPopover())
            defer { view.close() }
            let button = try XCTUnwrap(
                descendants(view.host.headerBar).first { $0.typeName == "GtkButton" && $0.accessibleLabel == "Filters" })
            XCTAssertTrue(button.activate())
            view.hosting.flush()
            spin { descendants(view.host.headerBar).contains { $0.typeName == "GtkPopover" && labelTexts(in: $0).contains("Brush size") } }
            let popover = try XCTUnwrap(
                descendants(view.host.headerBar).first { $0.typeName == "GtkPopover" && labelTexts(in: $0).contains("Brush size") })
            spin { popover.isMapped }
            XCTAssertTrue(popover.isMapped, "the popover opens from the header bar")
            XCTAssertTrue(labelTexts(in: popover).contains("Brush size"))
            let anchor = try XCTUnwrap(popover.parent)
            XCTAssertTrue(anchor.isSameObject(as: button) || button.isInside(anchor), "it points at the toolbar button")
            XCTAssertTrue(anchor.isInside(view.host.headerBar))
            let close = try XCTUnwrap(descendants(popover).first { $0.accessibleLabel == "Close Popover" })
            XCTAssertTrue(close.activate())
            spin { !popover.isVisible }
            XCTAssertFalse(popover.isVisible, "dismiss() closes it")
        }
    }

    func testTextInAFixedWidthFrameWrapsAndThePopoverGrowsToFitIt() throws {
        try onMain {
            let shown = Shared(false)
            let view = WindowedView(WithToolbarHelpPopover(showsHelp: shown.binding))
            defer { view.close() }
            let button = try XCTUnwrap(
                descendants(view.host.headerBar).first { $0.typeName == "GtkButton" && $0.accessibleLabel == "Help" })
            XCTAssertTrue(button.activate())
            spin { shown.value }
            view.update(WithToolbarHelpPopover(showsHelp: shown.binding))
            @MainActor func helpLabels() -> [Widget] {
                descendants(view.host.headerBar).filter { $0.property("label")?.string == WithToolbarHelpPopover.help }
            }
            spin { helpLabels().count == 2 && helpLabels().allSatisfy { $0.isMapped && $0.height > 0 } }
            settle(0.1)
            let labels = helpLabels()
            XCTAssertEqual(labels.count, 2)
            let popover = try XCTUnwrap(descendants(view.host.headerBar).first { $0.typeName == "GtkPopover" && labels[0].isInside($0) })
            for label in labels {
                XCTAssertEqual(label.property("wrap")?.bool, true, "the text wraps")
                XCTAssertEqual(label.width, 250 - 2 * 12, "as wide as the frame less the padding (GNOME's 12 px)")
                let oneLine = label.measure(.vertical, forSize: 10_000).natural
                XCTAssertGreaterThan(label.height, 2 * oneLine, "several lines: \(label.height) px, a line \(oneLine) px")
                let needed = label.measure(.vertical, forSize: label.width).minimum
                XCTAssertGreaterThanOrEqual(label.height, needed, "every line has room: the popover grew to fit")
                let bounds = try XCTUnwrap(label.bounds(relativeTo: popover))
                XCTAssertLessThanOrEqual(Int(bounds.y + bounds.height), popover.height, "inside the popover")
            }
            // Closed before the window goes (an open popover's grab would take the input of later tests).
            shown.value = false
            view.update(WithToolbarHelpPopover(showsHelp: shown.binding))
            spin { !popover.isVisible }
        }
    }

    func testPopoverFollowsTheBinding() {
        onMain {
            let shown = Shared(false)
            let view = WindowedView(WithPopover(shown: shown.binding))
            defer { view.close() }
            guard let anchor = only(ButtonWidget.self, in: view.hosting) else { return }
            XCTAssertNil(anchor.children.first { $0.typeName == "GtkPopover" }, "not made until presented")
            shown.value = true
            view.update(WithPopover(shown: shown.binding))
            let popover = anchor.children.first { $0.typeName == "GtkPopover" }
            spin { popover?.isMapped ?? false }
            shown.value = false
            view.update(WithPopover(shown: shown.binding))
            spin { !(popover?.isVisible ?? true) }
        }
    }

    func testAnInspectorsToolbarItemsShowInTheHeaderBarWhileItDoes() {
        onMain {
            let shown = Shared(false)
            let view = WindowedView(WithInspectorToolbar(shown: shown.binding))
            defer { view.close() }
            @MainActor func endItems() -> [String] {
                view.host.headerBarItems.items(in: .headerEnd).compactMap { $0.widget.accessibleLabel ?? $0.widget.tooltip }
            }
            @MainActor func shownInBar() -> [String] {
                descendants(view.host.headerBar).filter { $0.typeName == "GtkButton" && $0.isVisible }
                    .compactMap { $0.accessibleLabel }.filter { $0.hasSuffix("Layer") }
            }
            XCTAssertEqual(shownInBar(), ["Add Layer"])
            shown.value = true
            view.update(WithInspectorToolbar(shown: shown.binding))
            XCTAssertEqual(shownInBar(), ["Add Layer", "Reset Layer"], "the inspector's items join the window's, after them")
            shown.value = false
            view.update(WithInspectorToolbar(shown: shown.binding))
            XCTAssertEqual(shownInBar(), ["Add Layer"], "and leave with the panel: \(endItems())")
        }
    }

    func testInspectorIsATrailingPanelShownByItsBinding() {
        onMain {
            let shown = Shared(false)
            let view = WindowedView(WithInspector(shown: shown.binding))
            defer { view.close() }
            guard let node = only(InspectorNode.self, in: view.hosting) else { return }
            let row = node.widget
            let panel = row.children.last
            XCTAssertEqual(row.children.map(\.typeName), ["GtkBox", "GtkSeparator", "GtkBox"])
            XCTAssertEqual(panel?.isVisible, false)
            XCTAssertFalse(labelTexts(in: row).contains("Layer properties"), "not rendered until shown")
            shown.value = true
            view.update(WithInspector(shown: shown.binding))
            XCTAssertEqual(panel?.isVisible, true)
            XCTAssertTrue(labelTexts(in: row).contains("Layer properties"))
            XCTAssertEqual(node.columnWidth, 320)
            spin { (panel?.width ?? 0) >= 320 }
            let hide = descendants(row).first { $0.accessibleLabel == "Hide Inspector" }
            XCTAssertNotNil(hide, "\\.isPresented is true inside the inspector")
            XCTAssertTrue(hide?.activate() ?? false)  // GTK clicks an activated button after a short delay
            spin { !shown.value }
        }
    }
}
