import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Item: Identifiable {
    let id: Int
    var title: String
    var note: String?
}

private struct Editor: View {
    @State var items = [Item(id: 1, title: "One", note: "n"), Item(id: 2, title: "Two")]
    @State var escapes = 0
    @State var deletes = 0
    @State var moves: [MoveCommandDirection] = []
    var body: some View {
        VStack {
            ForEach($items) { $item in
                TextField("Title", text: $item.title)
                if let note = Binding($item.note) { TextField("Note", text: note) }
            }
            Text("\(items.map(\.title).joined(separator: ",")) \(escapes) \(deletes) \(moves.count)")
        }
        .onExitCommand { escapes += 1 }
        .onDeleteCommand { deletes += 1 }
        .onMoveCommand { moves.append($0) }
    }
}

/// The rendered labels' texts, after pending renders.
@MainActor private func labelTexts(_ hosting: HostingView<some View>) -> [String] {
    hosting.flush()
    return find(Gtk::Label.self, in: hosting).map { $0.text }
}

final class InputCompatTests: GtkTestCase {
    func testBindingCollectionsAndUnwrappedOptionals() {
        onMain {
            let hosting = HostingView(rootView: Editor())
            let fields = find(Gtk::Entry.self, in: hosting)
            XCTAssertEqual(fields.map(\.text), ["One", "n", "Two"], "one field per item, a note field only where there is a note")
            fields[2].text = "Deux"
            XCTAssertEqual(labelTexts(hosting), ["One,Deux 0 0 0"], "the element binding writes the array")
        }
    }

    func testKeyCommandsReachTheirHandlers() {
        onMain {
            let hosting = HostingView(rootView: Editor())
            let keys = find(EventControllerKey.self, in: hosting)
            XCTAssertEqual(keys.count, 3, "one key controller per modifier, on the VStack")
            let escape = KeyEvent.keyval(named: "Escape")!
            let handled = keys.map { $0.emitKeyPressed(escape) }
            XCTAssertEqual(handled.filter { $0 }.count, 1, "only the exit command takes Escape")
            XCTAssertTrue(keys.map { $0.emitKeyPressed(KeyEvent.keyval(named: "BackSpace")!) }.contains(true))
            _ = keys.map { $0.emitKeyPressed(KeyEvent.keyval(named: "Left")!) }
            XCTAssertFalse(keys.contains { $0.emitKeyPressed(KeyEvent.keyval(named: "a")!) }, "other keys go on")
            XCTAssertEqual(labelTexts(hosting), ["One,Two 1 1 1"])
        }
    }

    func testAnAdjustableActionTakesTheArrowKeys() {
        onMain {
            var steps: [AccessibilityAdjustmentDirection] = []
            let hosting = HostingView(
                rootView: Text("Score: 3").accessibilityAdjustableAction { steps.append($0) })
            guard let keys = find(EventControllerKey.self, in: hosting).first else { return XCTFail("no key controller") }
            for name in ["Up", "Right", "Down", "Left"] {
                XCTAssertTrue(keys.emitKeyPressed(KeyEvent.keyval(named: name)!), name)
            }
            XCTAssertFalse(keys.emitKeyPressed(KeyEvent.keyval(named: "a")!), "other keys go on")
            XCTAssertEqual(steps, [.increment, .increment, .decrement, .decrement])
        }
    }

    func testOnKeyPressSeesCharactersAndModifiers() {
        onMain {
            var seen: [String] = []
            let hosting = HostingView(
                rootView: Text("Keys").onKeyPress(characters: .letters) { press in
                    seen.append("\(press.characters)|\(press.key.character)|\(press.modifiers.contains(.command))")
                    return .handled
                })
            let keys = find(EventControllerKey.self, in: hosting).first
            XCTAssertEqual(keys?.emitKeyPressed(KeyEvent.keyval(named: "A")!, modifiers: [.shift]), true)
            XCTAssertEqual(keys?.emitKeyPressed(KeyEvent.keyval(named: "s")!, modifiers: [.control]), true)
            XCTAssertEqual(keys?.emitKeyPressed(KeyEvent.keyval(named: "5")!), false, "not a letter")
            XCTAssertEqual(seen, ["A|a|false", "s|s|true"])
        }
    }

    func testTextInputTraitsSetInputPurposeAndHints() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    TextField("Mail", text: .constant("")).textContentType(.emailAddress).autocorrectionDisabled()
                    TextField("Name", text: .constant("")).textInputAutocapitalization(.words)
                    TextField("PIN", text: .constant("")).keyboardType(.numberPad)
                })
            let fields = find(Gtk::Entry.self, in: hosting)
            XCTAssertEqual(fields.map(\.inputPurpose), [.email, .freeForm, .digits])
            XCTAssertTrue(fields[0].inputHints.contains(.noSpellcheck))
            XCTAssertTrue(fields[1].inputHints.contains(.uppercaseWords))
        }
    }

    func testOffsetTranslatesAndClippedClips() {
        onMain {
            let shown = Presented(VStack { Text("Moved").offset(x: 3, y: -2) }.clipped())
            defer { shown.close() }
            guard let moved = label("Moved", in: shown.hosting), let host = moved.parent else {
                return XCTFail("label not found")
            }
            XCTAssertEqual(moved.bounds(relativeTo: host).map { [$0.x, $0.y] }, [3, -2], "drawn moved")
            XCTAssertEqual(host.height, moved.height, "its room stays where it was")
            XCTAssertEqual(only(DecorationNode.self, in: shown.hosting)?.surface.clipsChildren, true)
        }
    }
}
