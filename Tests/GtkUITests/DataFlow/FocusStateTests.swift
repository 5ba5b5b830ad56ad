import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `@FocusState`, `focused(_:)`, `focused(_:equals:)`, `defaultFocus`,
/// `focusable`: the state moves GTK's keyboard focus and reads it back.
final class FocusStateTests: GtkTestCase {
    func testBooleanFocusStateMovesAndFollowsKeyboardFocus() {
        onMain {
            let control = FocusControl<Bool>()
            let window = Window()
            let hosting = HostingView(rootView: BoolFocusView(control: control))
            window.setChild(hosting.widget)
            window.present()
            defer { window.destroy() }
            settle(0.2)
            XCTAssertNotEqual(window.focusWidget?.typeName, "GtkTextView")
            control.set?(true)
            spin { window.focusWidget?.typeName == "GtkTextView" }
            // The user moves focus elsewhere: the state follows.
            let button = descendants(hosting.widget).first { $0.typeName == "GtkButton" }!
            XCTAssertTrue(button.grabFocus())
            spin { control.read?() == false }
            // And back into the editor.
            descendants(hosting.widget).first { $0.typeName == "GtkTextView" }!.moveFocusHere()
            spin { control.read?() == true }
        }
    }

    func testHashableFocusStateWithDefaultFocus() {
        onMain {
            let control = FocusControl<Field?>()
            let window = Window()
            let hosting = HostingView(rootView: FieldsView(control: control))
            window.setChild(hosting.widget)
            window.present()
            defer { window.destroy() }
            let editors = descendants(hosting.widget).filter { $0.typeName == "GtkTextView" }
            XCTAssertEqual(editors.count, 2)
            spin { editors[1].hasFocus }
            XCTAssertEqual(control.read?(), .body, "defaultFocus chose the body editor")
            control.set?(.title)
            spin { editors[0].hasFocus }
            editors[1].moveFocusHere()
            spin { control.read?() == .body }
            control.set?(nil)
            spin { !editors[0].hasFocus && !editors[1].hasFocus }
        }
    }

    func testFocusableMakesAWidgetTakeFocus() {
        onMain {
            let hosting = HostingView(rootView: Text("Plain").focusable())
            hosting.flush()
            XCTAssertEqual(hosting.renderedWidgets.first?.isFocusable, true)
            let off = HostingView(rootView: Button("B") {}.focusable(false))
            off.flush()
            XCTAssertEqual(off.renderedWidgets.first?.isFocusable, false)
        }
    }
}

enum Field: Hashable { case title, body }

/// Lets a test read and write a view's focus state from outside.
@MainActor final class FocusControl<Value> {
    var set: ((Value) -> Void)?
    var read: (() -> Value)?
}

struct BoolFocusView: View {
    let control: FocusControl<Bool>
    @FocusState private var isEditing: Bool
    @State private var text = ""
    var body: some View {
        control.set = { [$isEditing] in $isEditing.wrappedValue = $0 }
        control.read = { [$isEditing] in $isEditing.wrappedValue }
        return VStack {
            Button("Elsewhere") {}
            TextEditor(text: $text).focused($isEditing)
        }
    }
}

struct FieldsView: View {
    let control: FocusControl<Field?>
    @FocusState private var focus: Field?
    @State private var title = ""
    @State private var text = ""
    var body: some View {
        control.set = { [$focus] in $focus.wrappedValue = $0 }
        control.read = { [$focus] in $focus.wrappedValue }
        return VStack {
            TextEditor(text: $title).focused($focus, equals: .title)
            TextEditor(text: $text).focused($focus, equals: .body)
        }
        .defaultFocus($focus, .body)
    }
}
