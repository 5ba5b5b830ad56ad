import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A note whose find bar a `@State` shows and hides.
private struct Findable: View {
    @State var text = "one two one"
    @State var isFinding = false
    var probe: Probe<Binding<Bool>>
    var body: some View {
        probe.value = $isFinding
        return TextEditor(text: $text).findNavigator(isPresented: $isFinding)
    }
}

final class FindTests: GtkTestCase {
    func testFindNavigatorBindingShowsAndHidesTheBar() {
        onMain {
            let probe = Probe<Binding<Bool>>()
            let fixture = ToolbarFixture(Findable(probe: probe))
            defer { fixture.close() }
            guard let node = only(TextEditorNode.self, in: fixture.hosting) else { return }
            XCTAssertNil(node.findBar, "no find bar until asked for")
            probe.value?.wrappedValue = true
            fixture.settle()
            XCTAssertEqual(node.findBar?.isPresented, true)
            XCTAssertTrue(node.findBar?.bar.isInside(node.widget) ?? false, "the bar sits in the editor, above the text")

            node.findBar?.close()  // the user closes it (Escape, its close button)
            fixture.settle()
            XCTAssertEqual(probe.value?.wrappedValue, false, "closing the bar sets the binding to false")
            probe.value?.wrappedValue = true
            fixture.settle()
            XCTAssertEqual(node.findBar?.isPresented, true)
            probe.value?.wrappedValue = false
            fixture.settle()
            XCTAssertEqual(node.findBar?.isPresented, false)
        }
    }

    func testFindAndReplaceCanBeTurnedOff() {
        onMain {
            let disabled = HostingView(rootView: TextEditor(text: .constant("a")).findDisabled())
            guard let node = only(TextEditorNode.self, in: disabled) else { return }
            XCTAssertNil(node.makeFindBar(), "find is off")
            XCTAssertFalse(FindCommand.allCases.contains { $0.isPossible(in: node) })

            let findOnly = HostingView(rootView: TextEditor(text: .constant("a")).replaceDisabled())
            guard let other = only(TextEditorNode.self, in: findOnly) else { return }
            XCTAssertTrue(FindCommand.find.isPossible(in: other))
            XCTAssertFalse(FindCommand.findAndReplace.isPossible(in: other))
            XCTAssertEqual(other.makeFindBar()?.allowsReplace, false)

            let both = HostingView(rootView: TextEditor(text: .constant("a")).findDisabled(false).replaceDisabled(false))
            guard let plain = only(TextEditorNode.self, in: both) else { return }
            XCTAssertTrue(FindCommand.findAndReplace.isPossible(in: plain))
        }
    }

    func testReplaceAllIsOneUndoStep() {
        onMain {
            let hosting = HostingView(rootView: TextEditor(text: .constant("")))
            guard let node = only(TextEditorNode.self, in: hosting), let buffer = node.textView.buffer else { return }
            buffer.insertAtCursor("cat cat Cat dog")
            XCTAssertEqual(buffer.ranges(of: "cat", limit: 10), [0..<3, 4..<7, 8..<11])
            XCTAssertEqual(buffer.ranges(of: "cat", limit: 2).count, 2)
            buffer.asOneUndoStep {
                for range in buffer.ranges(of: "cat", limit: 10).reversed() { buffer.replaceCharacters(in: range, with: "ox") }
            }
            XCTAssertEqual(buffer.text, "ox ox ox dog")
            buffer.undo()
            XCTAssertEqual(buffer.text, "cat cat Cat dog")
        }
    }
}
