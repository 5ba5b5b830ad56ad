import Gtk
import GtkTestSupport
import ToolbarKit
import XCTest

@testable import GtkUI

/// A toolbar with every customization rule: a disabled item (always first),
/// a reorderable one, a plain one, one hidden by default, and a spacer.
struct CustomizeDialogTestView: View {
    var body: some View {
        Text("Body")
            .toolbar(id: "customize-dialog-tests") {
                ToolbarItem(id: "lock") { Button("Lock", systemImage: "lock") {} }
                    .customizationBehavior(.disabled)
                ToolbarItem(id: "sort") { Button("Sort", systemImage: "list.bullet") {} }
                    .customizationBehavior(.reorderable)
                ToolbarItem(id: "share") { Button("Share", systemImage: "square.and.arrow.up") {} }
                ToolbarSpacer(.flexible)
                ToolbarItem(id: "extra") { Button("Extra", systemImage: "star") {} }
                    .defaultCustomization(.hidden)
            }
    }
}

/// A key press as the dialog's key controllers receive it.
private func key(_ keyval: UInt32, _ modifiers: KeyModifiers = []) -> KeyEvent {
    KeyEvent(keyval: keyval, modifiers: modifiers)
}

/// The Customize Toolbar dialog's handlers (drops, moves, removals, keys,
/// commit and cancel) against a real model, without pointer input.
final class CustomizeDialogTests: GtkTestCase {
    @MainActor
    private final class Harness {
        let fixture = ToolbarFixture(CustomizeDialogTestView())
        let dialog: CustomizeToolbarDialog

        init() {
            dialog = CustomizeToolbarDialog(renderer: fixture.renderer, parent: fixture.window)
            dialog.window.present()
            fixture.settle()
        }

        var model: ToolbarModel { fixture.model }
        /// Entry ids, spacers as their kind.
        var layout: [String] { model.layout.entries.map { $0.spacerKind?.rawValue ?? $0.id } }

        func close() {
            if !dialog.finished { dialog.finish(commit: false) }
            fixture.close()
        }
    }

    func testStartsAnEditingSessionAndShowsTheLayout() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            XCTAssertTrue(harness.model.isEditing)
            XCTAssertEqual(harness.layout, ["lock", "sort", "share", "flexibleSpace"])
            XCTAssertEqual(harness.dialog.strip.orderedIDs, harness.model.layout.entries.map(\.id))
            XCTAssertEqual(harness.dialog.window.title, "Customize Toolbar")
            // Modal within the app (GTK's grab); the window manager is not told
            // (mutter gives a window with a modal dialog no input, drops included).
            XCTAssertTrue(harness.dialog.window.isModal)
        }
    }

    func testPaletteOffersHiddenItemsAndSpacersButNotDisabledOnes() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            let palette = harness.dialog.palette
            for payload: CustomizeDragPayload in [
                .item("sort"), .item("share"), .item("extra"), .spacer(.space), .spacer(.flexibleSpace), .spacer(.separator)
            ] {
                XCTAssertNotNil(palette.tile(forPayload: payload), "\(payload)")
            }
            XCTAssertNil(palette.tile(forPayload: .item("lock")), "a disabled item is always in the toolbar")
            XCTAssertEqual(palette.tile(forPayload: .item("extra"))?.widget.accessibleLabel, "Extra")
            XCTAssertEqual(palette.tile(forPayload: .item("share"))?.widget.accessibleLabel, "Share, in the toolbar")
            XCTAssertTrue(palette.tile(forPayload: .item("share"))?.widget.hasCSSClass("in-toolbar") ?? false, "dimmed")
            XCTAssertEqual(palette.tile(forPayload: .item("share"))?.widget.accessibleRole, .listItem)
        }
    }

    func testStripTilesNameTheirPosition() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            let strip = harness.dialog.strip
            XCTAssertEqual(strip.tile(forEntry: "share")?.widget.accessibleLabel, "Share, item 3 of 4 in the toolbar")
            XCTAssertEqual(strip.tile(forEntry: "share")?.widget.accessibleRole, .listItem)
            XCTAssertEqual(strip.box.accessibleRole, .list)
            XCTAssertTrue(strip.tile(forEntry: "share")?.widget.isFocusable ?? false)
        }
    }

    func testDropsInsertAtThePositionButNeverBeforeDisabledItems() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            XCTAssertTrue(harness.dialog.drop(.item("extra"), at: 0))
            XCTAssertEqual(harness.layout, ["lock", "extra", "sort", "share", "flexibleSpace"])
            XCTAssertFalse(harness.dialog.canAdd(.item("extra")), "an item cannot be added twice")
            XCTAssertFalse(harness.dialog.drop(.item("extra"), at: 3))
            XCTAssertTrue(harness.dialog.drop(.spacer(.space), at: 5))
            XCTAssertTrue(harness.dialog.drop(.spacer(.space), at: 5))
            XCTAssertEqual(
                harness.layout, ["lock", "extra", "sort", "share", "flexibleSpace", "space", "space"],
                "spacers can be added many times")
            XCTAssertEqual(harness.dialog.palette.tile(forPayload: .item("extra"))?.widget.accessibleLabel, "Extra, in the toolbar")
        }
    }

    func testDroppingAnEntryMovesIt() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            // Dropped before the spacer (index 3): it ends up just before it.
            XCTAssertTrue(harness.dialog.drop(.entry("sort"), at: 3))
            XCTAssertEqual(harness.layout, ["lock", "share", "sort", "flexibleSpace"])
            XCTAssertTrue(harness.dialog.drop(.entry("flexibleSpace#1"), at: 0))
            XCTAssertEqual(harness.layout, ["lock", "flexibleSpace", "share", "sort"], "never before a disabled item")
        }
    }

    func testDisabledItemsDoNotDragAndReorderableOnesComeBack() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            let strip = harness.dialog.strip
            XCTAssertFalse(strip.canDrag("lock"))
            XCTAssertTrue(strip.canDrag("sort"))
            XCTAssertFalse(strip.droppedOffStrip("sort"), "a reorderable item is not removed")
            XCTAssertFalse(strip.droppedOffStrip("lock"))
            XCTAssertEqual(harness.layout, ["lock", "sort", "share", "flexibleSpace"])
            XCTAssertTrue(strip.droppedOffStrip("share"))
            XCTAssertEqual(harness.layout, ["lock", "sort", "flexibleSpace"])
        }
    }

    func testKeyboardMovesRemovesAndAdds() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            let strip = harness.dialog.strip
            XCTAssertTrue(strip.handleKey(key(Key.right, .alt), entryID: "sort"))
            XCTAssertEqual(harness.layout, ["lock", "share", "sort", "flexibleSpace"])
            XCTAssertTrue(strip.handleKey(key(Key.left, .alt), entryID: "share"))
            XCTAssertEqual(harness.layout, ["lock", "share", "sort", "flexibleSpace"], "not before the disabled item")
            XCTAssertTrue(strip.handleKey(key(Key.delete), entryID: "sort"))
            XCTAssertEqual(harness.layout, ["lock", "share", "sort", "flexibleSpace"], "reorderable: Delete refused")
            XCTAssertTrue(strip.handleKey(key(Key.backSpace), entryID: "share"))
            XCTAssertEqual(harness.layout, ["lock", "sort", "flexibleSpace"])
            XCTAssertFalse(strip.handleKey(key(Key.left), entryID: "sort"), "plain arrows are left to focus navigation")

            // Enter on a palette entry adds it after the strip entry that last had focus.
            strip.lastFocusedEntryID = "lock"
            XCTAssertTrue(harness.dialog.palette.handleKey(key(Key.return), payload: .item("extra")))
            XCTAssertEqual(harness.layout, ["lock", "extra", "sort", "flexibleSpace"])
            XCTAssertEqual(strip.lastFocusedEntryID, "extra", "the next one goes after it")
            XCTAssertTrue(harness.dialog.palette.handleKey(key(Key.space), payload: .spacer(.separator)))
            XCTAssertEqual(harness.layout, ["lock", "extra", "separator", "sort", "flexibleSpace"])
            XCTAssertEqual(strip.tile(forEntry: "sort")?.widget.accessibleLabel, "Sort, item 4 of 5 in the toolbar")
        }
    }

    func testKeyboardFocusFollowsTheMovedItem() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            let strip = harness.dialog.strip
            strip.tile(forEntry: "sort")?.widget.grabFocus()
            harness.fixture.settle()
            _ = strip.handleKey(key(Key.right, .alt), entryID: "sort")
            harness.fixture.settle()
            let focused = harness.dialog.window.focusWidget
            XCTAssertTrue(
                focused.map { strip.tile(forEntry: "sort")?.widget.isSameObject(as: $0) ?? false } ?? false,
                "the moved tile keeps the focus")
            _ = strip.handleKey(key(Key.delete), entryID: "share")
            harness.fixture.settle()
            XCTAssertEqual(strip.lastFocusedEntryID, "sort", "after a removal the neighbour is next")
        }
    }

    func testDefaultSetUndoRedo() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            XCTAssertTrue(harness.dialog.removeEntry("share"))
            XCTAssertTrue(harness.dialog.drop(.item("extra"), at: 1))
            XCTAssertTrue(harness.dialog.drop(.defaultSet, at: 0))
            XCTAssertEqual(harness.layout, ["lock", "sort", "share", "flexibleSpace"])
            harness.dialog.undo()
            XCTAssertEqual(harness.layout, ["lock", "extra", "sort", "flexibleSpace"])
            harness.dialog.undo()
            harness.dialog.redo()
            XCTAssertEqual(harness.layout, ["lock", "extra", "sort", "flexibleSpace"])
        }
    }

    func testCancelRestoresTheLayoutAndDoneKeepsIt() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            XCTAssertTrue(harness.dialog.removeEntry("share"))
            harness.dialog.finish(commit: false)
            XCTAssertFalse(harness.model.isEditing)
            XCTAssertEqual(harness.layout, ["lock", "sort", "share", "flexibleSpace"])
            XCTAssertFalse(harness.dialog.window.isAlive)

            let second = CustomizeToolbarDialog(renderer: harness.fixture.renderer, parent: harness.fixture.window)
            second.window.present()
            harness.fixture.settle()
            XCTAssertTrue(second.removeEntry("share"))
            second.window.close()  // as the window manager's close button: counts as Done
            harness.fixture.settle()
            XCTAssertTrue(second.finished)
            XCTAssertFalse(harness.model.isEditing)
            XCTAssertEqual(harness.layout, ["lock", "sort", "flexibleSpace"])
        }
    }

    func testHeaderBarFollowsEveryEditLive() {
        onMain {
            let harness = Harness()
            defer { harness.close() }
            XCTAssertTrue(harness.dialog.drop(.item("extra"), at: 1))
            harness.fixture.settle()
            XCTAssertEqual(harness.fixture.order, harness.model.layout.entries.map(\.id))
            XCTAssertEqual(harness.fixture.order.prefix(2), ["lock", "extra"])
        }
    }
}
