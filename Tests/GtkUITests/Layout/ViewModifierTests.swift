import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A modifier with state of its own: a tap counter under the content.
private struct TapCounter: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Button("Taps: \(taps)") { taps += 1 }
        }
    }
}

/// A modifier that reads the environment and a binding.
private struct Highlight: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme
    @Binding var isOn: Bool
    func body(content: Content) -> some View {
        HStack {
            content
            Text(colorScheme == .dark ? "dark" : "light")
            Toggle("On", isOn: $isOn)
        }
    }
}

/// Content with state of its own, to see it survive the modifier's renders.
private struct Switchable: View {
    @State var on = false
    var body: some View {
        Toggle("Inner", isOn: $on)
    }
}

/// A view applying a modifier, re-rendered from outside with new values.
private struct Screen: View {
    var title: String
    var body: some View {
        Text(title).modifier(TapCounter())
    }
}

private struct Padded: ViewModifier {
    func body(content: Content) -> some View { content.padding(3) }
}

private struct Titled: ViewModifier {
    func body(content: Content) -> some View { content.font(.title).help("titled") }
}

/// A button's title (its label child).
@MainActor
private func title(_ button: Gtk::Button) -> String? { button.children.first?.property("label")?.string }

@MainActor
private func button(_ text: String, in hosting: HostingView<some View>) -> Gtk::Button? {
    find(Gtk::Button.self, in: hosting).first { title($0) == text }
}

final class ViewModifierTests: GtkTestCase {
    func testModifierStateChangesAndSurvivesReRendersOfTheView() {
        onMain {
            let hosting = HostingView(rootView: Screen(title: "A"))
            guard let tap = button("Taps: 0", in: hosting) else { return XCTFail("no counter button") }
            tap.click()
            tap.click()
            hosting.flush()
            XCTAssertEqual(title(tap), "Taps: 2")
            guard let label = find(TextNode.self, in: hosting).first(where: { $0.widget.text == "A" })?.widget else {
                return XCTFail("no content label")
            }
            hosting.update(Screen(title: "B"))
            XCTAssertEqual(title(tap), "Taps: 2", "the modifier's state belongs to the view's identity")
            XCTAssertEqual(label.text, "B", "the new content reaches the placeholder, in the same widget")
        }
    }

    func testEachApplicationHasItsOwnState() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Text("one").modifier(TapCounter())
                    Text("two").modifier(TapCounter())
                })
            let buttons = find(Gtk::Button.self, in: hosting)
            XCTAssertEqual(buttons.count, 2)
            buttons[1].click()
            hosting.flush()
            XCTAssertEqual(buttons.map(title), ["Taps: 0", "Taps: 1"])
        }
    }

    func testContentKeepsItsStateWhenTheModifierReRenders() {
        onMain {
            let hosting = HostingView(rootView: Switchable().modifier(TapCounter()))
            guard let check = only(CheckButton.self, in: hosting) else { return }
            check.isActive = true
            hosting.flush()
            button("Taps: 0", in: hosting)?.click()
            hosting.flush()
            XCTAssertNotNil(button("Taps: 1", in: hosting))
            XCTAssertTrue(only(CheckButton.self, in: hosting)?.isActive ?? false, "the content's @State survived")
            XCTAssertTrue(only(CheckButton.self, in: hosting)?.isSameObject(as: check) ?? false)
        }
    }

    func testModifierReadsEnvironmentAndBinding() {
        onMain {
            let isOn = Probe<Bool>()
            isOn.value = false
            let binding = Binding(get: { isOn.value ?? false }, set: { isOn.value = $0 })
            let hosting = HostingView(
                rootView: Text("x").modifier(Highlight(isOn: binding)).environment(\.colorScheme, .dark))
            XCTAssertTrue(find(TextNode.self, in: hosting).contains { $0.widget.text == "dark" })
            only(CheckButton.self, in: hosting)?.isActive = true
            XCTAssertEqual(isOn.value, true, "the modifier's binding writes through")
        }
    }

    func testEnvironmentSetInTheBodyReachesTheContent() {
        onMain {
            let hosting = HostingView(rootView: Text("x").modifier(Titled()))
            let label = only(Gtk::Label.self, in: hosting)
            XCTAssertEqual(label?.tooltip, "titled")
            XCTAssertTrue(only(TextNode.self, in: hosting)?.styler.declarations.contains("font-size") ?? false)
        }
    }

    func testConcatAppliesInOrderAndEmptyModifierChangesNothing() {
        onMain {
            let chained = HostingView(rootView: Text("x").modifier(Padded().concat(Titled())))
            let nested = HostingView(rootView: Text("x").modifier(Padded()).modifier(Titled()))
            for widgets in [chained.renderedWidgets, nested.renderedWidgets] {
                let box = widgets.first
                XCTAssertEqual(box?.typeName, "GtkBox", "padding wraps the text")
                XCTAssertEqual(box?.property("margin-top")?.int, 3)
                XCTAssertEqual(box?.tooltip, "titled", "the outer modifier applies to the padded view")
            }
            let plain = HostingView(rootView: Text("x").modifier(EmptyModifier()))
            XCTAssertEqual(plain.renderedWidgets.map(\.typeName), ["GtkLabel"])
            let identity = HostingView(rootView: Text("x").modifier(EmptyModifier.identity.concat(Padded())))
            XCTAssertEqual(identity.renderedWidgets.first?.property("margin-start")?.int, 3)
        }
    }

    func testDescriptionLooksThroughModifiers() {
        onMain {
            let view = Button("Save") {}.modifier(Titled())
            XCTAssertEqual(describe(view).title, "Save")
            XCTAssertEqual(describe(view).help, "titled")
        }
    }
}
