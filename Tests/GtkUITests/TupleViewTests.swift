import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A builder's views as SwiftUI types them: `TupleView<(A, B, C)>`.
@MainActor @ViewBuilder
private func threeRows(_ count: Int) -> TupleView<(Text, Text, GtkUI.Button<Text>)> {
    Text("First")
    Text("Count \(count)")
    Button("Add") {}
}

/// A hand-made tuple view whose views change with a toggle.
private struct HandMadeTuple: View {
    @State var loud = false
    var body: some View {
        VStack {
            TupleView((Text(loud ? "ONE" : "one"), Toggle("Loud", isOn: $loud), Text("two")))
        }
    }
}

final class TupleViewTests: GtkTestCase {
    func testABuildersTupleViewHoldsItsViewsInValue() {
        onMain {
            let tuple = threeRows(3)
            let (first, count, _) = tuple.value
            XCTAssertEqual(first.content, "First")
            XCTAssertEqual(count.content, "Count 3")
            var seen: [String] = []
            tuple.forEachChild { seen.append(String(describing: type(of: $0))) }
            XCTAssertEqual(seen, ["Text", "Text", "Button<Text>"])
        }
    }

    func testAValueSetLaterIsWhatRenders() {
        onMain {
            var tuple = threeRows(1)
            tuple.value.1 = Text("Count 2")
            let hosting = HostingView(rootView: VStack { tuple })
            XCTAssertEqual(find(Gtk::Label.self, in: hosting).map(\.text), ["First", "Count 2", "Add"])
        }
    }

    func testAHandMadeTupleViewRendersItsViewsInOrderAndUpdatesThemInPlace() {
        onMain {
            let hosting = HostingView(rootView: HandMadeTuple())
            let labels = find(Gtk::Label.self, in: hosting)
            XCTAssertEqual(labels.map(\.text), ["one", "two"])
            let toggle = find(CheckButton.self, in: hosting)
            XCTAssertEqual(toggle.count, 1, "the toggle between them")
            toggle.first?.isActive = true
            hosting.flush()
            XCTAssertEqual(labels.first?.text, "ONE", "the same label, updated")
            XCTAssertEqual(find(Gtk::Label.self, in: hosting).map(\.text), ["ONE", "two"])
        }
    }

    func testAHandMadeTupleViewOfOneViewOrOfNonViews() {
        onMain {
            var seen: [String] = []
            TupleView(Text("alone")).forEachChild { seen.append(String(describing: type(of: $0))) }
            XCTAssertEqual(seen, ["Text"], "a single view is the only child")
            seen = []
            TupleView((Text("a"), 42, "not a view", Text("b"))).forEachChild {
                seen.append(String(describing: type(of: $0)))
            }
            XCTAssertEqual(seen, ["Text", "Text"], "elements that are not views are left out")
        }
    }
}
