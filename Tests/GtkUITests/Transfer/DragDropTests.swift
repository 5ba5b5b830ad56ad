import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Collects what drops and pastes deliver.
@MainActor private final class Received {
    var cards: [TestCard] = []
    var strings: [String] = []
    var urls: [URL] = []
    var targeted: [Bool] = []
}

/// Drag sources, drop targets and the clipboard through the real GTK
/// controllers and the test display's GdkClipboard.
final class DragDropTests: GtkTestCase {
    func testDraggableOffersItsRepresentationsInGDKFormats() throws {
        try onMain {
            let card = TestCard(title: "Ship it", column: 1)
            let hosting = HostingView(rootView: Text("Ship it").draggable(card))
            hosting.flush()
            let source = try XCTUnwrap(find(DragSource.self, in: hosting).first, "a GtkDragSource on the view")
            let formats = try XCTUnwrap(source.emitPrepare(x: 3, y: 3), "the drag starts")
            XCTAssertEqual(formats.first, "CGtkInAppPayload", "the in-app value first: \(formats)")
            XCTAssertTrue(formats.contains("application/json"), "the Codable representation's MIME type: \(formats)")
            XCTAssertTrue(formats.contains("gchararray"), "the title as text for other apps: \(formats)")
            XCTAssertEqual(TransferRegistry.shared.dragCountForTesting, 1, "the drag's provider is kept while it runs")
            source.emitDragEnd()
            XCTAssertEqual(TransferRegistry.shared.dragCountForTesting, 0, "and released when it ends")
        }
    }

    func testOnDragWithAFileURLOffersAURIList() throws {
        try onMain {
            let hosting = HostingView(
                rootView: Text("file").onDrag { NSItemProvider(object: NSURL(fileURLWithPath: "/tmp/notes.txt")) })
            hosting.flush()
            let source = try XCTUnwrap(find(DragSource.self, in: hosting).first)
            let formats = try XCTUnwrap(source.emitPrepare(x: 0, y: 0))
            XCTAssertTrue(formats.contains("text/uri-list"), "\(formats)")
            XCTAssertTrue(formats.contains("gchararray"), "the path as text too: \(formats)")
            source.emitDragEnd()
        }
    }

    func testTextDroppedFromAnotherAppReachesDropDestination() throws {
        try onMain {
            let received = Received()
            let hosting = HostingView(
                rootView: Text("Drop here").dropDestination(for: String.self) { items, _ in
                    received.strings += items
                    return true
                } isTargeted: {
                    received.targeted.append($0)
                })
            hosting.flush()
            let target = try XCTUnwrap(find(DropTarget.self, in: hosting).first, "a GtkDropTarget on the view")
            XCTAssertTrue(target.emitDrop(.text("from gedit"), x: 4, y: 4))
            spin { received.strings == ["from gedit"] }
        }
    }

    func testFilesDroppedFromAFileManagerReachOnDropAsFileURLs() throws {
        try onMain {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("dropped-\(UUID().uuidString).png")
            try Data([0x89, 0x50]).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let received = Received()
            var location = CGPoint.zero
            let hosting = HostingView(
                rootView: Text("Images").onDrop(of: [.fileURL], isTargeted: nil) { providers, point in
                    location = point
                    for provider in providers {
                        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.png"))
                        XCTAssertTrue(provider.canLoadObject(ofClass: URL.self))
                        _ = provider.loadObject(ofClass: URL.self) { url, _ in
                            let url = url
                            Task { @MainActor in if let url { received.urls.append(url) } }
                        }
                    }
                    return true
                })
            hosting.flush()
            let target = try XCTUnwrap(find(DropTarget.self, in: hosting).first)
            XCTAssertTrue(target.emitDrop(.uris([file.absoluteString]), x: 10, y: 20))
            XCTAssertEqual(location, CGPoint(x: 10, y: 20))
            spin { received.urls == [file] }
        }
    }

    func testAnInAppDragKeepsTheCodableValue() throws {
        try onMain {
            let received = Received()
            let card = TestCard(title: "Review", column: 0, draggedAt: 42)
            let hosting = HostingView(
                rootView: VStack {
                    Text("Card").draggable(card)
                    Text("Done column").dropDestination(for: TestCard.self) { items, _ in
                        received.cards += items
                        return true
                    }
                })
            hosting.flush()
            let source = try XCTUnwrap(find(DragSource.self, in: hosting).first)
            let target = try XCTUnwrap(find(DropTarget.self, in: hosting).first)
            _ = try XCTUnwrap(source.emitPrepare(x: 1, y: 1))
            let token = try XCTUnwrap(TransferRegistry.shared.activeDragTokenForTesting)
            XCTAssertTrue(target.emitDrop(.inApp(token), x: 1, y: 1))
            spin { received.cards.count == 1 }
            XCTAssertEqual(received.cards.first?.draggedAt, 42, "the value itself, not a JSON copy")
            source.emitDragEnd()
            XCTAssertFalse(target.emitDrop(.inApp(token), x: 1, y: 1), "a finished drag's token gives nothing")
        }
    }

    func testCopyAndPasteThroughTheClipboard() throws {
        try onMain {
            let received = Received()
            let window = Gtk::Window()
            let hosting = HostingView(
                rootView: VStack {
                    Text("Source card").copyable([TestCard(title: "Copied card", column: 3, draggedAt: 7)])
                    Text("Board").pasteDestination(for: TestCard.self) { received.cards += $0 }
                    Text("Notes").pasteDestination(for: String.self) { received.strings += $0 }
                })
            window.setChild(hosting.widget)
            hosting.flush()
            let keys = find(EventControllerKey.self, in: hosting)
            XCTAssertEqual(keys.count, 3)
            let c = try XCTUnwrap(KeyEvent.keyval(named: "c"))
            let v = try XCTUnwrap(KeyEvent.keyval(named: "v"))
            XCTAssertTrue(keys[0].emitKeyPressed(c, modifiers: .control), "Ctrl+C copies")
            XCTAssertFalse(keys[0].emitKeyPressed(v, modifiers: .control), "no paste destination there")
            XCTAssertTrue(keys[1].emitKeyPressed(v, modifiers: .control))
            spin { received.cards.count == 1 }
            XCTAssertEqual(received.cards.first?.draggedAt, 7, "pasted in the app: the value itself")
            XCTAssertTrue(keys[2].emitKeyPressed(v, modifiers: .control))
            spin { received.strings == ["Copied card"] }
            let clipboard = try XCTUnwrap(Clipboard.ofDefaultDisplay())
            var text: String?
            clipboard.read([.text]) { value in if case .text(let read) = value { text = read } }
            spin { text == "Copied card" }
            window.destroy()
        }
    }

    func testTheEditMenuFindsTheClipboardViewAroundTheFocus() throws {
        try onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Text("copy me").copyable(["copied"])
                    HStack { Text("inner") }.pasteDestination(for: String.self) { _ in }
                })
            hosting.flush()
            let labels = find(Gtk::Label.self, in: hosting)
            let copyNode = try XCTUnwrap(ClipboardNode.owner(of: labels[0]), "the focus in a copyable view")
            XCTAssertTrue(copyNode.canCopy)
            XCTAssertFalse(copyNode.canCut)
            let pasteNode = try XCTUnwrap(ClipboardNode.owner(of: labels[1]), "a label inside the paste destination's stack")
            XCTAssertFalse(pasteNode.canCopy)
            Clipboard.ofDefaultDisplay()?.setText("text")
            XCTAssertTrue(pasteNode.canPaste, "the clipboard holds a String")
            Clipboard.ofDefaultDisplay()?.setOffer(TransferOffer(bytes: [.init(mimeType: "image/png", data: [0])]))
            XCTAssertFalse(pasteNode.canPaste, "an image is no String")
            XCTAssertNil(ClipboardNode.owner(of: hosting.widget), "outside both views")
        }
    }

    func testPasteButtonIsSensitiveOnlyWhenTheClipboardHoldsItsType() throws {
        try onMain {
            let clipboard = try XCTUnwrap(Clipboard.ofDefaultDisplay())
            clipboard.setOffer(TransferOffer(bytes: [.init(mimeType: "image/png", data: [1, 2])]))
            var pasted: [String] = []
            let hosting = HostingView(rootView: PasteButton(payloadType: String.self) { pasted += $0 })
            hosting.flush()
            let button = try XCTUnwrap(find(Gtk::Button.self, in: hosting).first)
            XCTAssertFalse(button.isSensitive, "an image is no String")
            clipboard.setText("pasted text")
            spin {
                hosting.flush()
                return button.isSensitive
            }
            button.click()
            spin { pasted == ["pasted text"] }
        }
    }

    func testControllersProvidersAndClosuresAreReleasedWithTheView() throws {
        try onMain {
            do {
                let warm = HostingView(rootView: Text("warm").draggable("x").dropDestination(for: String.self) { _, _ in true })
                warm.flush()
            }
            settle(0.1)
            let before = liveCounts()
            do {
                let hosting = HostingView(
                    rootView: VStack {
                        Text("a").draggable(TestCard(title: "a", column: 0))
                        Text("b").onDrag { NSItemProvider(object: NSString(string: "b")) }
                        Text("c").dropDestination(for: TestCard.self) { _, _ in true }
                        Text("d").onDrop(of: [.plainText], delegate: CountingDelegate())
                        Text("e").copyable(["e"]).pasteDestination(for: String.self) { _ in }
                        PasteButton(payloadType: String.self) { _ in }
                    })
                hosting.flush()
                for source in find(DragSource.self, in: hosting) {
                    _ = source.emitPrepare(x: 0, y: 0)
                    source.emitDragEnd()
                }
                XCTAssertGreaterThan(liveCounts().closures, before.closures)
            }
            assertAllReleased(since: before, timeout: 10, exactly: true)
            XCTAssertEqual(TransferRegistry.shared.dragCountForTesting, 0, "no drag provider is left")
        }
    }

    func testDropDelegateHearsTheDropAndProposesAMove() throws {
        try onMain {
            let delegate = CountingDelegate()
            let hosting = HostingView(rootView: Text("delegate").onDrop(of: [.plainText], delegate: delegate))
            hosting.flush()
            let target = try XCTUnwrap(find(DropTarget.self, in: hosting).first)
            XCTAssertTrue(target.emitDrop(.text("dropped"), x: 2, y: 3))
            XCTAssertEqual(delegate.performed, 1)
            XCTAssertEqual(delegate.lastLocation, CGPoint(x: 2, y: 3))
            spin { delegate.loaded == ["dropped"] }
        }
    }
}

/// A delegate in the style of apps' reorder delegates.
@MainActor private final class CountingDelegate: DropDelegate {
    var performed = 0
    var lastLocation = CGPoint.zero
    var loaded: [String] = []

    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }

    func performDrop(info: DropInfo) -> Bool {
        performed += 1
        lastLocation = info.location
        guard info.hasItemsConforming(to: [.plainText]), let provider = info.itemProviders(for: [.plainText]).first else {
            return false
        }
        provider.loadObject(ofClass: String.self) { string, _ in
            let string = string
            Task { @MainActor in if let string { self.loaded.append(string) } }
        }
        return true
    }
}
