import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A message composer: a vertical field of 2 to 4 lines that submits on Return.
private struct Composer: View {
    let message: Binding<String>
    let sent: Shared<[String]>
    var body: some View {
        VStack {
            TextField("Message", text: message, prompt: Text("Write a message"), axis: .vertical)
                .lineLimit(2...4)
                .onSubmit { sent.value.append(message.wrappedValue) }
            Spacer()
        }
    }
}

/// `TextField(axis: .vertical)`: a framed text view that wraps, grows with
/// its lines within `.lineLimit`, and submits on Return.
final class VerticalTextFieldTests: GtkTestCase {
    func testTheFieldFollowsAndWritesItsBindingAndShowsThePromptWhileEmpty() throws {
        try onMain {
            let message = Shared("")
            let sent = Shared<[String]>([])
            let view = WindowedView(Composer(message: message.binding, sent: sent))
            defer { view.close() }
            let node = try XCTUnwrap(only(VerticalTextFieldNode.self, in: view.hosting))
            XCTAssertTrue(find(Entry.self, in: view.hosting).isEmpty, "no one-line entry")
            XCTAssertEqual(node.textView.accessibleLabel, "Message")
            XCTAssertEqual(node.placeholder.text, "Write a message")
            XCTAssertTrue(node.placeholder.isVisible, "the prompt shows while the field is empty")
            node.textView.buffer.text = "Hello"  // the user types
            XCTAssertEqual(message.value, "Hello")
            XCTAssertFalse(node.placeholder.isVisible)
            message.value = "Dear Ada"
            view.update(Composer(message: message.binding, sent: sent))
            XCTAssertEqual(node.textView.buffer.text, "Dear Ada", "code sets the text")
            XCTAssertTrue(node.textView.hasCSSClass("gtkui-vertical-field") || node.widget.hasCSSClass("gtkui-vertical-field"))
        }
    }

    func testReturnSubmitsAndShiftReturnStartsANewLine() throws {
        try onMain {
            let message = Shared("Line one")
            let sent = Shared<[String]>([])
            let view = WindowedView(Composer(message: message.binding, sent: sent))
            defer { view.close() }
            let node = try XCTUnwrap(only(VerticalTextFieldNode.self, in: view.hosting))
            node.textView.buffer.placeCursor(atOffset: 8)
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.return, modifiers: [.shift])))
            node.textView.buffer.insertAtCursor("Line two")
            XCTAssertEqual(message.value, "Line one\nLine two")
            XCTAssertEqual(sent.value, [])
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.return, modifiers: [])))
            XCTAssertEqual(sent.value, ["Line one\nLine two"], "Return submits")
            XCTAssertEqual(message.value, "Line one\nLine two", "and adds no line")
            XCTAssertTrue(node.handleKey(KeyEvent(keyval: Key.kpEnter, modifiers: [.alt])))
            XCTAssertEqual(message.value, "Line one\nLine two\n", "Alt+Return is macOS's Option-Return")
            XCTAssertFalse(node.handleKey(KeyEvent(keyval: Key.z, modifiers: [])), "other keys type")
        }
    }

    func testTheFieldKeepsRoomForTheLowerBoundAndScrollsPastTheUpperOne() throws {
        try onMain {
            let message = Shared("")
            let view = WindowedView(Composer(message: message.binding, sent: Shared([])))
            defer { view.close() }
            let node = try XCTUnwrap(only(VerticalTextFieldNode.self, in: view.hosting))
            let line = node.textView.lineHeight
            let margins = 2 * VerticalTextFieldNode.verticalMargin
            settle()
            XCTAssertGreaterThan(line, 0)
            XCTAssertEqual(node.scrolled.height, 2 * line + margins, "room for two lines while empty")
            message.value = "1\n2\n3"
            view.update(Composer(message: message.binding, sent: Shared([])))
            settle()
            XCTAssertEqual(node.scrolled.height, 3 * line + margins, "it grows a line at a time")
            message.value = (1...9).map(String.init).joined(separator: "\n")
            view.update(Composer(message: message.binding, sent: Shared([])))
            settle()
            XCTAssertEqual(node.scrolled.height, 4 * line + margins, "four lines at most, then it scrolls")
            // GTK lays the lines out in idle time: the scrolled length follows.
            spin { node.scrolled.verticalAdjustment.upper > Double(node.scrolled.height) }
            XCTAssertGreaterThan(node.scrolled.verticalAdjustment.upper, Double(node.scrolled.height), "the rest scrolls")
        }
    }
}
