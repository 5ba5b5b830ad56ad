import Gtk
import GtkTestSupport
import Observation
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

/// A note whose text the editor writes lazily, as NoteEditor's document does.
@Observable @MainActor
private final class LazyNote {
    private(set) var revision = 0
    @ObservationIgnored private var stored: String
    @ObservationIgnored private var producer: (() -> String)?
    init(_ text: String) { stored = text }
    var text: String {
        get {
            _ = revision
            if let producer {
                stored = producer()
                self.producer = nil
            }
            return stored
        }
        set {
            stored = newValue
            producer = nil
            revision += 1
        }
    }
    var binding: Binding<String> {
        Binding(
            get: { self.text }, set: { self.text = $0 },
            deferredSet: { producer in
                self.producer = producer
                self.revision += 1
                return self.revision
            },
            revision: { self.revision })
    }
}

private struct LazyNoteEditor: View {
    let note: LazyNote
    var body: some View { TextEditor(text: note.binding) }
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

    // Renders run after the input already queued: the user can type after
    // code set the binding and before that value reaches the buffer.

    func testTypingBeforeARenderKeepsTheValueCodeSetMeanwhile() {
        onMain {
            let probe = Probe<Binding<String>>()
            let hosting = HostingView(rootView: NoteEditor(probe: probe))
            guard let node = only(TextEditorNode.self, in: hosting), let buffer = node.textView.buffer else { return }
            buffer.placeCursor(atOffset: 5)
            find(Gtk::Button.self, in: hosting).first?.click()  // text = "Hello, brave new world", not yet shown
            XCTAssertEqual(buffer.text, "Hello")
            buffer.insertAtCursor("!")
            XCTAssertEqual(probe.value?.wrappedValue, "Hello!, brave new world", "the typing lands on the new value")
            hosting.flush()
            XCTAssertEqual(buffer.text, "Hello!, brave new world")
            XCTAssertEqual(buffer.cursorOffset, 6, "the cursor stays after what was typed")
            buffer.insertAtCursor("?")
            hosting.flush()
            XCTAssertEqual(probe.value?.wrappedValue, "Hello!?, brave new world", "typing goes on as before")
        }
    }

    func testLazyTypingBeforeARenderKeepsAnotherInstancesMergedText() {
        onMain {
            let note = LazyNote("top\nbottom\n")
            let hosting = HostingView(rootView: LazyNoteEditor(note: note))
            guard let node = only(TextEditorNode.self, in: hosting), let buffer = node.textView.buffer else { return }
            buffer.placeCursor(atOffset: buffer.characterCount)
            buffer.insertAtCursor("again")
            settle()  // a bound control re-applies from a main-actor task
            XCTAssertEqual(note.text, "top\nbottom\nagain")
            // Another instance's line is merged in at the top; three keys come before the render.
            note.text = "from the first\ntop\nbottom\nagain"
            XCTAssertTrue(node.hasUnappliedChange)
            for key in [" ", "f", "r"] { buffer.insertAtCursor(key) }
            XCTAssertEqual(note.text, "from the first\ntop\nbottom\nagain fr")
            settle()  // a bound control re-applies from a main-actor task
            XCTAssertFalse(node.hasUnappliedChange)
            XCTAssertEqual(buffer.text, "from the first\ntop\nbottom\nagain fr")
            XCTAssertEqual(buffer.cursorOffset, buffer.characterCount)
            buffer.insertAtCursor("om")
            settle()  // a bound control re-applies from a main-actor task
            XCTAssertEqual(note.text, "from the first\ntop\nbottom\nagain from", "lazy writes resume")
            XCTAssertEqual(note.binding.sourceGeneration, node.syncedGeneration)
        }
    }

    func testADeletionBeforeARenderAppliesToTheNewValue() {
        onMain {
            let note = LazyNote("Hello")
            let hosting = HostingView(rootView: LazyNoteEditor(note: note))
            guard let buffer = only(TextEditorNode.self, in: hosting)?.textView.buffer else { return }
            note.text = "Hello, brave new world"
            buffer.replaceCharacters(in: 0..<1, with: "")  // the user deletes the "H"
            settle()  // a bound control re-applies from a main-actor task
            XCTAssertEqual(buffer.text, "ello, brave new world")
            XCTAssertEqual(note.text, "ello, brave new world")
        }
    }

    func testAnEditInsideWhatCodeChangedLandsJustAfterIt() {
        let old = Array("abcXYZdef".unicodeScalars)
        let new = Array("abc123def".unicodeScalars)
        onMain {
            XCTAssertEqual(TextReplay.map(1..<2, from: old, onto: new), 1..<2, "before the change")
            XCTAssertEqual(TextReplay.map(7..<8, from: old, onto: new), 7..<8, "after it, same length")
            XCTAssertEqual(TextReplay.map(4..<4, from: old, onto: new), 6..<6, "inside it: just after")
            XCTAssertEqual(TextReplay.map(2..<8, from: old, onto: new), 2..<8, "across it")
            XCTAssertEqual(
                TextReplay.map(9..<9, from: old, onto: Array("abcXYZdef!!".unicodeScalars)), 9..<9,
                "an insertion at the end stays before text appended at the same place")
        }
    }
}
