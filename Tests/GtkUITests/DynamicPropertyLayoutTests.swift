import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A row whose `@State` properties sit around an `@Environment` one, so
/// linking by position must skip the environment to keep each state's storage.
private struct MixedRow: View {
    let generation: Int
    @State var first = "a"
    @Environment(\.isEnabled) var isEnabled
    @State var second = 1
    var body: some View {
        VStack {
            Text("\(first) \(second) \(isEnabled) \(generation)")
            Button("Change") {
                first += "a"
                second += 1
            }
        }
    }
}

/// The parent re-renders the row with a new value each time its own state changes.
private struct MixedParent: View {
    @State var generation = 0
    @State var enabled = true
    var body: some View {
        VStack {
            MixedRow(generation: generation).disabled(!enabled)
            Button("Next") { generation += 1 }
            Button("Toggle") { enabled.toggle() }
        }
    }
}

/// A view that is a class: its properties cannot be read by offset, so
/// its state is linked through reflection instead.
private final class ClassCounter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Class \(count)")
            Button("Count") { self.count += 1 }
        }
    }
}

@MainActor
private func text(_ prefix: String, in hosting: Any) -> String? {
    find(Gtk::Label.self, in: hosting).first { $0.text.hasPrefix(prefix) }?.text
}

@MainActor
private func press(_ title: String, in hosting: Any) {
    let button = find(Gtk::Button.self, in: hosting).first { $0.children.first?.property("label")?.string == title }
    XCTAssertNotNil(button, "no button \(title)")
    button?.click()
}

/// `@State` and `@Environment` are linked from a per-type layout: state
/// keeps its storage across re-renders by its parent, the environment
/// follows the render, and views that are not structs still work.
final class DynamicPropertyLayoutTests: GtkTestCase {
    func testStateSurvivesParentRendersAndEnvironmentFollows() {
        onMain {
            let hosting = HostingView(rootView: MixedParent())
            XCTAssertEqual(text("a ", in: hosting), "a 1 true 0")
            press("Change", in: hosting)
            hosting.flush()
            XCTAssertEqual(text("aa ", in: hosting), "aa 2 true 0")
            press("Next", in: hosting)
            hosting.flush()
            XCTAssertEqual(text("aa ", in: hosting), "aa 2 true 1", "the row's state outlives its parent's render")
            press("Toggle", in: hosting)
            hosting.flush()
            XCTAssertEqual(text("aa ", in: hosting), "aa 2 false 1", "the environment is the render's")
            XCTAssertTrue(DynamicPropertyLayout.of(MixedRow.self, example: MixedRow(generation: 0)).readsByOffset)
            XCTAssertEqual(DynamicPropertyLayout.of(MixedRow.self, example: MixedRow(generation: 0)).fields.count, 3)
        }
    }

    func testAClassViewKeepsItsStateThroughReflection() {
        onMain {
            let hosting = HostingView(rootView: ClassCounter())
            XCTAssertEqual(text("Class", in: hosting), "Class 0")
            press("Count", in: hosting)
            hosting.flush()
            XCTAssertEqual(text("Class", in: hosting), "Class 1")
            XCTAssertFalse(DynamicPropertyLayout.of(ClassCounter.self, example: ClassCounter()).readsByOffset)
        }
    }
}
