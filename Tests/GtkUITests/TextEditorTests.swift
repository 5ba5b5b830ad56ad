import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct NoteEditor: View {
    @State var text = "Hello"
    let probe: Probe<Binding<String>>
    var body: some View {
        VStack {
            TextEditor(text: $text).font(.system(size: 20))
            Button("Replace") { text = "Hello, brave new world" }
        }
        .onRender { probe.value = $text }
    }
}

extension View {
    /// Runs `body` whenever the view renders (test helper: read a binding).
    func onRender(_ body: @escaping @MainActor () -> Void) -> some View {
        AttributeModifier(content: self, apply: { _, _ in body() }, info: { _ in })
    }
}

final class TextEditorTests: GtkTestCase {
    func testTypingWritesLazilyAndNeverResetsTheBuffer() {
        onMain {
            let probe = Probe<Binding<String>>()
            let hosting = HostingView(rootView: NoteEditor(probe: probe))
            guard let node = only(TextEditorNode.self, in: hosting), let buffer = node.textView.buffer else { return }
            XCTAssertEqual(buffer.text, "Hello")
            XCTAssertFalse(buffer.canUndo, "the first text is loaded without an undo step")
            buffer.placeCursor(atOffset: 5)
            buffer.insertAtCursor(" world")
            // The write is lazy: the binding's source holds our generation, not a copy.
            XCTAssertEqual(probe.value?.sourceGeneration, node.syncedGeneration)
            hosting.flush()
            XCTAssertEqual(buffer.cursorOffset, 11, "the cursor stays where typing left it")
            XCTAssertTrue(buffer.canUndo, "re-setting the buffer would have cleared undo")
            XCTAssertEqual(probe.value?.wrappedValue, "Hello world")
            buffer.selectRange(from: 0, to: 5)
            hosting.flush()
            XCTAssertEqual(buffer.selectedRange, 0..<5, "the selection survives a render")
        }
    }

    func testExternalChangeReplacesOnlyTheDifferenceAsOneUndoStep() {
        onMain {
            let probe = Probe<Binding<String>>()
            let hosting = HostingView(rootView: NoteEditor(probe: probe))
            guard let buffer = only(TextEditorNode.self, in: hosting)?.textView.buffer else { return }
            buffer.placeCursor(atOffset: 2)
            find(Gtk::Button.self, in: hosting).first?.click()
            hosting.flush()
            XCTAssertEqual(buffer.text, "Hello, brave new world")
            XCTAssertEqual(buffer.cursorOffset, 2, "an insertion after the cursor does not move it")
            buffer.undo()
            XCTAssertEqual(buffer.text, "Hello")
        }
    }

    func testEnvironmentFontAppliesToTheTextView() {
        onMain {
            let hosting = HostingView(rootView: NoteEditor(probe: Probe()))
            guard let node = only(TextEditorNode.self, in: hosting) else { return }
            XCTAssertTrue(node.styler.declarations.contains("font-size: 15pt"), node.styler.declarations)
            XCTAssertTrue(node.widget.vexpand && node.widget.hexpand)
            XCTAssertTrue(node.textView.wrapsWords)
            let window = Window()
            window.setChild(hosting.widget)
            window.present()
            settle()
            XCTAssertTrue(node.textView.fontDescription.contains("20px"), node.textView.fontDescription)
            window.destroy()
        }
    }

    func testPlainBindingRoundTrip() {
        onMain {
            var stored = "abc"
            let binding = Binding(get: { stored }, set: { stored = $0 })
            let hosting = HostingView(rootView: TextEditor(text: binding))
            guard let buffer = only(TextEditorNode.self, in: hosting)?.textView.buffer else { return }
            buffer.placeCursor(atOffset: 3)
            buffer.insertAtCursor("d")
            XCTAssertEqual(stored, "abcd")
            hosting.update(TextEditor(text: binding))
            XCTAssertTrue(buffer.canUndo)
            stored = "xyz"
            hosting.update(TextEditor(text: binding))
            XCTAssertEqual(buffer.text, "xyz")
        }
    }
}
