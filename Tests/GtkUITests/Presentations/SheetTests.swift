import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    let text: String
    var body: some View {
        VStack {
            Text(text)
            Button("Close Sheet") { dismiss() }
        }
        .navigationTitle("Edit Item")
    }
}

private struct Presenting: View {
    let shown: Binding<Bool>
    var dismissals: Shared<Int>?
    var disabled = false
    var body: some View {
        Text("Main")
            .sheet(
                isPresented: shown, onDismiss: { dismissals?.value += 1 },
                content: { SheetContent(text: "Sheet body").interactiveDismissDisabled(disabled) })
    }
}

private struct Item: Identifiable, Equatable {
    let id: Int
    let name: String
}

private struct ItemPresenting: View {
    let item: Binding<Item?>
    var body: some View {
        Text("List").sheet(item: item) { item in SheetContent(text: "Item \(item.name)") }
    }
}

private struct CoverPresenting: View {
    let shown: Binding<Bool>
    let dismissals: Shared<Int>
    var body: some View {
        Text("Player")
            .fullScreenCover(
                isPresented: shown, onDismiss: { dismissals.value += 1 },
                content: { SheetContent(text: "Now Playing") })
    }
}

final class SheetTests: GtkTestCase {
    func testFullScreenCoverIsAMaximizedModalWindowThatDismissCloses() {
        onMain {
            let shown = Shared(false)
            let dismissals = Shared(0)
            let view = WindowedView(CoverPresenting(shown: shown.binding, dismissals: dismissals))
            defer { view.close() }
            shown.value = true
            view.update(CoverPresenting(shown: shown.binding, dismissals: dismissals))
            guard let cover = only(SheetNode.self, in: view.hosting)?.presenter else { return XCTFail("no cover") }
            spin { cover.window.isMapped }
            spin { cover.window.isMaximized }
            XCTAssertTrue(cover.window.isMaximized, "the cover fills the screen")
            XCTAssertTrue(cover.window.isModal)
            XCTAssertTrue(cover.window.transientParent?.isSameObject(as: view.window) ?? false)
            XCTAssertTrue(labelTexts(in: cover.window).contains("Now Playing"))
            let close = descendants(cover.window).first { $0.accessibleLabel == "Close Sheet" }
            XCTAssertTrue(close?.activate() ?? false, "dismiss() inside the cover")
            spin { !cover.window.isAlive }
            XCTAssertFalse(shown.value, "the binding is written back")
            XCTAssertEqual(dismissals.value, 1)
        }
    }

    func testSheetIsAModalWindowOverItsParentWithItsOwnHeaderBarAndTitle() {
        onMain {
            let shown = Shared(false)
            let view = WindowedView(Presenting(shown: shown.binding))
            defer { view.close() }
            XCTAssertNil(only(SheetNode.self, in: view.hosting)?.presenter, "nothing presented yet")
            shown.value = true
            view.update(Presenting(shown: shown.binding))
            guard let sheet = only(SheetNode.self, in: view.hosting)?.presenter else { return XCTFail("no sheet") }
            spin { sheet.window.isMapped }
            XCTAssertTrue(sheet.window.isModal)
            XCTAssertTrue(sheet.window.destroysWithParent)
            XCTAssertEqual(sheet.window.title, "Edit Item", "the sheet content's navigationTitle names the sheet")
            XCTAssertTrue(sheet.window.transientParent?.isSameObject(as: view.window) ?? false, "attached to its parent")
            XCTAssertTrue(labelTexts(in: sheet.window).contains("Sheet body"))
            XCTAssertFalse(labelTexts(in: view.window).contains("Sheet body"), "the content is not in the parent window")
        }
    }

    func testEscapeDismissesAndWritesTheBindingAndCallsOnDismiss() {
        onMain {
            let shown = Shared(true)
            let dismissals = Shared(0)
            let view = WindowedView(Presenting(shown: shown.binding, dismissals: dismissals))
            defer { view.close() }
            guard let sheet = only(SheetNode.self, in: view.hosting)?.presenter else { return XCTFail("no sheet") }
            spin { sheet.window.isActive }
            sheet.window.close()  // what Escape and the close button do
            XCTAssertFalse(shown.value)
            XCTAssertEqual(dismissals.value, 1)
            spin { !sheet.window.isAlive }
            view.update(Presenting(shown: shown.binding, dismissals: dismissals))
            XCTAssertNil(only(SheetNode.self, in: view.hosting)?.presenter)
            XCTAssertEqual(dismissals.value, 1, "onDismiss runs once")
        }
    }

    func testDismissActionInsideTheSheetClosesIt() {
        onMain {
            let shown = Shared(true)
            let view = WindowedView(Presenting(shown: shown.binding))
            defer { view.close() }
            guard let sheet = only(SheetNode.self, in: view.hosting)?.presenter else { return XCTFail("no sheet") }
            let close = descendants(sheet.window).first { $0.accessibleLabel == "Close Sheet" }
            XCTAssertNotNil(close)
            XCTAssertTrue(close?.activate() ?? false)
            spin { !shown.value }
            spin { !sheet.window.isAlive }
        }
    }

    func testProgramDismissalClosesTheSheetAndCallsOnDismiss() {
        onMain {
            let shown = Shared(true)
            let dismissals = Shared(0)
            let view = WindowedView(Presenting(shown: shown.binding, dismissals: dismissals))
            defer { view.close() }
            guard let sheet = only(SheetNode.self, in: view.hosting)?.presenter else { return XCTFail("no sheet") }
            shown.value = false
            view.update(Presenting(shown: shown.binding, dismissals: dismissals))
            XCTAssertFalse(sheet.window.isAlive)
            XCTAssertEqual(dismissals.value, 1)
        }
    }

    func testInteractiveDismissDisabledKeepsTheSheetOpen() {
        onMain {
            let shown = Shared(true)
            let view = WindowedView(Presenting(shown: shown.binding, disabled: true))
            defer { view.close() }
            guard let sheet = only(SheetNode.self, in: view.hosting)?.presenter else { return XCTFail("no sheet") }
            sheet.window.close()
            settle()
            XCTAssertTrue(sheet.window.isAlive)
            XCTAssertTrue(shown.value)
        }
    }

    func testSheetItemPresentsEachItemAndNilDismisses() {
        onMain {
            let item = Shared<Item?>(Item(id: 1, name: "One"))
            let view = WindowedView(ItemPresenting(item: item.binding))
            defer { view.close() }
            guard let first = only(SheetNode.self, in: view.hosting)?.presenter else { return XCTFail("no sheet") }
            XCTAssertTrue(labelTexts(in: first.window).contains("Item One"))
            item.value = Item(id: 2, name: "Two")
            view.update(ItemPresenting(item: item.binding))
            guard let second = only(SheetNode.self, in: view.hosting)?.presenter else { return XCTFail("no sheet") }
            XCTAssertFalse(first.window.isAlive, "another item replaces the sheet")
            XCTAssertTrue(labelTexts(in: second.window).contains("Item Two"))
            second.window.close()
            XCTAssertNil(item.value, "dismissing clears the item")
        }
    }

    func testDismissOutsideAPresentationClosesTheWindow() {
        onMain {
            let view = WindowedView(SheetContent(text: "Window"))
            let close = descendants(view.window).first { $0.accessibleLabel == "Close Sheet" }
            XCTAssertTrue(close?.activate() ?? false)
            spin { !view.window.isAlive }
        }
    }
}
